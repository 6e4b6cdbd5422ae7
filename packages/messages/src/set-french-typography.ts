/**
 * Sets every French message by the rules of `frenchTypography`, in place: `npx tsx packages/messages/src/set-french-typography.ts`.
 * Each file is read right before it is written, so keys added meanwhile by someone else are kept.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frenchTypography } from './french-typography';

const folder = join(__dirname, '..', 'locales', 'fr');
let changed = 0;
for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
  const path = join(folder, file);
  const messages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  const set = Object.fromEntries(
    Object.entries(messages).map(([key, text]) => [key, frenchTypography(text)]),
  );
  const differ = Object.keys(set).filter((key) => set[key] !== messages[key]).length;
  if (differ > 0) writeFileSync(path, `${JSON.stringify(set, null, 2)}\n`);
  changed += differ;
}
console.log(`${changed} French messages set`);
