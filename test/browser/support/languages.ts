import type { Locator } from 'playwright-core';

const escaped = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English words still shown in these areas of a page that should speak another language. */
export async function englishIn(areas: Locator | Locator[], words: string[]): Promise<string[]> {
  const all = Array.isArray(areas) ? areas : [areas];
  const text = (await Promise.all(all.map((area) => area.innerText()))).join('\n');
  return words.filter((word) => new RegExp(`\\b${escaped(word)}`).test(text));
}
