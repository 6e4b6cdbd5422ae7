import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
type Problem = { file: string; line: number; rule: string };

const wordProblems = (...args: string[]): Problem[] =>
  JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'words-lint.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    }),
  );

describe('words a reader sees come from the message catalogue (the lint rules, run in npm test)', () => {
  it('finds English passed to an error class and a word written in JSX', () => {
    expect(
      wordProblems(
        '--text',
        'services/command-api/src/planted.ts',
        "import { RuleBrokenError } from '@harambee/platform';\nthrow new RuleBrokenError('Campaign closed');\n",
        'apps/web/src/components/planted.tsx',
        'export const Planted = () => <p>No backers yet</p>;\n',
      ),
    ).toEqual([
      { file: 'services/command-api/src/planted.ts', line: 2, rule: 'no-restricted-syntax' },
      { file: 'apps/web/src/components/planted.tsx', line: 1, rule: 'i18n/no-words-in-jsx' },
    ]);
  }, 120_000);

  it('no server answer and no JSX of the sources holds English of its own', () => {
    expect(wordProblems()).toEqual([]);
  }, 300_000);
});
