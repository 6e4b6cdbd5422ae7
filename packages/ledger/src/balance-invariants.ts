import { accounts, escrowCampaign, isDisputedAccount } from './accounts';
import { resultOf, type Violation } from './invariant';
import { bookedEntries, entryCurrency, imbalanceOf, type Posting } from './posting';

const held = (account: string) =>
  escrowCampaign(account) !== undefined ||
  isDisputedAccount(account) ||
  account === accounts.unallocatedPayments ||
  account === accounts.disputedPayments;

/** Every posting sums to zero in its currency, in whole minor units. */
export const conservation = (postings: readonly Posting[]) => {
  const violations = postings.flatMap((posting): Violation[] => {
    const imbalance = imbalanceOf(posting.entries);
    return imbalance === 0
      ? []
      : [
          {
            subject: posting.eventId,
            detail: `${posting.type} is off by ${imbalance} ${posting.currency}`,
          },
        ];
  });
  return resultOf('conservation', postings.length, 'postings', violations);
};

/** No escrow (nor the unallocated payments) ever gives more than it holds, at any point in log order. */
export const noNegativeEscrow = (postings: readonly Posting[]) => {
  const balances = new Map<string, number>();
  const broken = new Map<string, Violation>();
  for (const posting of postings) {
    for (const entry of posting.entries) {
      const { account, amount } = entry;
      if (!held(account)) continue;
      // Held money is counted in each currency on its own: shillings never cover dollars.
      const key = `${account} ${entryCurrency(posting, entry)}`;
      const balance = (balances.get(key) ?? 0) + amount;
      balances.set(key, balance);
      if (balance < 0 && !broken.has(key))
        broken.set(key, {
          subject: account,
          detail: `${balance} after ${posting.type} ${posting.eventId}`,
        });
    }
  }
  return resultOf('no negative escrow', balances.size, 'accounts', [...broken.values()]);
};

const entriesKey = (posting: Posting) =>
  JSON.stringify([
    posting.type,
    posting.campaignId,
    posting.subject,
    bookedEntries(posting)
      .map((entry) => [entry.account, entry.amount, entryCurrency(posting, entry)])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ]);

/** The books a page reads (the ledger read model) hold exactly the postings of the log, event by event. */
export const storedBooksMatchLog = (stored: readonly Posting[], fromLog: readonly Posting[]) => {
  const kept = new Map(stored.map((posting) => [posting.eventId, posting]));
  const violations: Violation[] = [];
  for (const posting of fromLog) {
    const book = kept.get(posting.eventId);
    kept.delete(posting.eventId);
    if (!book)
      violations.push({ subject: posting.eventId, detail: `${posting.type} is not in the books` });
    else if (entriesKey(book) !== entriesKey(posting))
      violations.push({
        subject: posting.eventId,
        detail: `${posting.type} is booked otherwise than the log says`,
      });
  }
  for (const posting of kept.values())
    violations.push({
      subject: posting.eventId,
      detail: `${posting.type} is in the books but not in the log`,
    });
  return resultOf('books match the log', fromLog.length, 'postings', violations);
};
