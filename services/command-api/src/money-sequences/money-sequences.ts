import fc from 'fast-check';
import type { Fault } from './fake-paystack';
import {
  countSequence,
  type MoneyCommandName,
  allMoneyCommands,
  moneySequences,
  newMoneyReal,
} from './money-commands';

/**
 * Commands left out of the generated sequences because they find bugs another branch is fixing (issue 26):
 * put each back once its fix is merged.
 */
export const KNOWN_BUGS: Partial<Record<MoneyCommandName, string>> = {
  endsWhileGiftIsRecorded:
    "A gift is recorded after its campaign ended: the donation's append does not pin the campaign stream's version (money-bugs: donation after end)",
  delete:
    'A deleted campaign never refunds its gifts (money-bugs: "Deleted and rejected campaigns refund their gifts")',
};

/** Provider faults left out for the same reason. */
export const KNOWN_BUG_FAULTS: (Fault & { bug: string })[] = [
  {
    fault: 'lostAnswer',
    on: '/transfer',
    bug: 'A transfer whose answer was lost is recorded failed and retried under a new reference without asking Paystack: both are paid (money-bugs: payout retries and unknown outcomes)',
  },
];

export const generatedCommands = (Object.keys(allMoneyCommands) as MoneyCommandName[]).filter(
  (name) => !(name in KNOWN_BUGS),
);

/** Random sequences of money commands with faults; after every step every invariant of the books holds. */
export const booksHoldProperty = (names: readonly MoneyCommandName[] = generatedCommands) =>
  fc.asyncProperty(moneySequences(names, KNOWN_BUG_FAULTS), async (commands) => {
    const real = await newMoneyReal();
    await fc.asyncModelRun(() => ({ model: { campaigns: 0, checkouts: 0 }, real }), commands);
    countSequence(real);
  });
