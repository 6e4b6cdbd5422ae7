/**
 * The word rules of eslint.config.js alone (English passed to our error classes, words written as JSX literals),
 * over the sources a reader's words come from, or over the texts given as `--text <path> <source>` pairs.
 * Prints the problems as JSON: `[{ file, line, rule }]`.
 */
import { ESLint } from 'eslint';

const WORD_RULES = new Set(['no-restricted-syntax', 'i18n/no-words-in-jsx']);
const SOURCES = [
  'services/*/src/**/*.ts',
  'packages/*/src/**/*.ts',
  'apps/server/src/**/*.ts',
  'apps/web/src/**/*.tsx',
];

const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => WORD_RULES.has(ruleId),
  // Tests and test worlds speak to developers, and the config leaves them out of these rules.
  ignorePatterns: ['**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'],
});
const [, , flag, ...pairs] = process.argv;
const texts = [];
for (let i = 0; flag === '--text' && i < pairs.length; i += 2) texts.push([pairs[i], pairs[i + 1]]);
const results =
  flag === '--text'
    ? (
        await Promise.all(texts.map(([filePath, text]) => eslint.lintText(text, { filePath })))
      ).flat()
    : await eslint.lintFiles(SOURCES);
const problems = results.flatMap(({ filePath, messages }) =>
  messages
    .filter((message) => WORD_RULES.has(message.ruleId))
    .map((message) => ({
      file: filePath.replace(`${process.cwd()}/`, ''),
      line: message.line,
      rule: message.ruleId,
    })),
);
console.log(JSON.stringify(problems));
