import type { Locator } from 'playwright-core';

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
