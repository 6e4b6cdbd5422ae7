import { message } from './format';
import { type Language, LANGUAGES, type MessageKey } from './languages';

const keyOfEnglish = new Map(
  Object.entries(LANGUAGES.en.messages).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * A text raised in English by a rule (the spec's messages, kept byte for byte) in another language: the same
 * message of that language's catalogue; a text the catalogue does not hold stays as it is.
 */
export const inLanguage = (language: Language, english: string): string => {
  const key = keyOfEnglish.get(english);
  return key && language !== 'en' ? message(language, key) : english;
};
