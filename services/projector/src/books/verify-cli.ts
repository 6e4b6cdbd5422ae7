import { monitorLedger, readState, writeState } from './ledger-monitor';

export const VERIFY_USAGE = `  verify --url URL [--state FILE] [--full]
          checks the public ledger at URL from outside: the head's signature, consistency with the last head seen
          (kept in FILE, .ledger-monitor.json by default) and the leaves against the root; exits 1 naming what
          differs (--full replays every leaf, not only those since the last head seen)`;

const option = (args: readonly string[], name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};

/**
 * `npm run ledger -- verify`: checks a public ledger over HTTP, as anyone outside the platform can. Undefined when
 * the arguments are not a verify command's.
 */
export const verifyThePublicLedger = async (args: readonly string[]) => {
  const url = option(args, 'url');
  if (!url) return undefined;
  const file = option(args, 'state') ?? '.ledger-monitor.json';
  const { outcome, state } = await monitorLedger(url, readState(file), args.includes('--full'));
  if (!outcome.ok) {
    for (const problem of outcome.problems) console.log(`FAILED: ${problem}`);
    return 1;
  }
  for (const line of outcome.lines) console.log(line);
  writeState(file, state!);
  return 0;
};
