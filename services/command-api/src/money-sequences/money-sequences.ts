import fc from 'fast-check';
import type { Fault } from './model-provider';
import {
  countSequence,
  type MoneyCommandName,
  allMoneyCommands,
  moneySequences,
  newMoneyReal,
} from './money-commands';
import type { ModelProvider } from './model-provider';
import { livenessViolations, runToQuiet } from './quiet';

/**
 * Commands and provider faults left out of the generator, each naming the bug it would find, until it is fixed.
 * None today: the three the sequences found (payout paid twice after a lost answer, a gift recorded after its
 * campaign ended, a deleted campaign keeping its gifts) are fixed and have their named tests. Narrower paths the
 * outside oracle found wrong are stepped around in `known-bugs.ts`.
 */
export const KNOWN_BUGS: Partial<Record<MoneyCommandName, string>> = {};
export const KNOWN_BUG_FAULTS: (Fault & { bug: string })[] = [];

/** A fresh money world with these commands run in it, the books checked after every step; the world after them. */
export const runSequence = async (
  commands: Parameters<typeof fc.asyncModelRun>[1],
  provider: ModelProvider['name'] = 'paystack',
) => {
  const real = await newMoneyReal(provider);
  await fc.asyncModelRun(
    () => ({ model: { campaigns: 0, checkouts: 0, disputes: 0 }, real }),
    commands,
  );
  return real;
};

export const generatedCommands = (Object.keys(allMoneyCommands) as MoneyCommandName[]).filter(
  (name) => !(name in KNOWN_BUGS),
);

/**
 * Random sequences of money commands with faults; after every step every invariant of the books holds and the books
 * agree with the providers'; run to quiet, no money is stuck (the counts are of the random steps only).
 */
export const booksHoldProperty = (
  names: readonly MoneyCommandName[] = generatedCommands,
  maxCommands = 60,
  provider: ModelProvider['name'] = 'paystack',
) =>
  fc.asyncProperty(
    moneySequences(names, KNOWN_BUG_FAULTS, maxCommands, provider),
    async (commands) => {
      const real = await runSequence(commands, provider);
      countSequence(real);
      await runToQuiet(real);
      const stuck = livenessViolations(real);
      if (stuck.length > 0) throw new Error(`Once quiet, money is stuck:\n${stuck.join('\n')}`);
    },
  );
