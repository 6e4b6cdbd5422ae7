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
