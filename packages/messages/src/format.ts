import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { type Language, LANGUAGES, type MessageKey } from './languages';

const compiled = new Map<string, IntlMessageFormat>();

const formatterOf = (language: Language, key: MessageKey) => {
  const id = `${language}\u0000${key}`;
  let formatter = compiled.get(id);
  if (!formatter) {
    formatter = new IntlMessageFormat(LANGUAGES[language].messages[key], language);
    compiled.set(id, formatter);
  }
  return formatter;
};

/** A message of the catalogue in a language, its ICU arguments filled in (plurals, numbers, dates). */
export const message = (
  language: Language,
  key: MessageKey,
  values?: Record<string, PrimitiveType>,
): string => String(formatterOf(language, key).format(values));

/** An argument as each language writes it (a country's name), or one written the same in all. */
export type WordValue = PrimitiveType | ((language: Language) => string);

/** A message still to be written: its key and arguments, for an answer whose language is known later. */
export type Words = { key: MessageKey; values?: Record<string, WordValue> };

/** The words in a language. */
export const say = (language: Language, { key, values = {} }: Words): string =>
  message(
    language,
    key,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function' ? value(language) : value,
      ]),
    ),
  );
