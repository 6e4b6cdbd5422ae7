import type { Locator } from 'playwright-core';
import { LANGUAGES } from '@harambee/messages';

const asPattern = (word: string) =>
  new RegExp(`(?<!\\p{L})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'u');

/**
 * The English labels a translated screen still shows: each of `words` found as a whole word in `areas`, once the
 * texts people wrote themselves (`theirs`: campaign titles, names) are set aside.
 */
export async function englishIn(
  areas: Locator | Locator[],
  words: string[],
  theirs: string[] = [],
) {
  const texts = await Promise.all([areas].flat().map((area) => area.allInnerTexts()));
  const text = theirs.reduce((rest, own) => rest.split(own).join(''), texts.flat().join('\n'));
  return words.filter((word) => asPattern(word).test(text));
}

/** The fixed words of an ICU message: its text between arguments, plural and select branches set aside. */
const fixedWords = (text: string) => {
  let rest = text;
  while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, '\u0000');
  return rest
    .split('\u0000')
    .map((part) => part.trim())
    .filter((part) => /\p{L}+\W+\p{L}+/u.test(part));
};

/**
 * The English a translated mail still says: each English catalogue text of the keys starting with one of `prefixes`
 * (its words between arguments, of two words or more) found in `text`.
 */
export const englishOfKeysIn = (text: string, prefixes: string[]) =>
  Object.entries(LANGUAGES.en.messages)
    .filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix)))
    .flatMap(([, english]) => fixedWords(english))
    .filter((words) => text.includes(words));
