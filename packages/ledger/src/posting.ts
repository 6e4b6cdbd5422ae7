import type { LogPosition } from '@harambee/eventstore';
import type { Account } from './accounts';

/** ISO 4217; every money event is in US cents until gifts in other currencies arrive (issue 27). */
export type Currency = 'USD';

/** Signed integer minor units: what the account receives, negative for what leaves it. */
export type Entry = { account: Account; amount: number };

/** The money one event moved: its entries sum to zero in the posting's currency. */
export type Posting = {
  eventId: string;
  position: LogPosition;
  at: string;
  type: string;
  campaignId: string;
  /** The gift, payment or withdrawal the money moved for: what the invariants follow through the log. */
  subject: string;
  currency: Currency;
  entries: Entry[];
};

/** A posting whose entries do not sum to zero, or that is not in whole minor units: refused before it is written. */
export class UnbalancedPosting extends Error {
  constructor(
    readonly posting: Pick<Posting, 'eventId' | 'type' | 'currency' | 'entries'>,
    readonly imbalance: number,
  ) {
    super(
      `Posting of ${posting.type} ${posting.eventId} is off by ${imbalance} ${posting.currency} minor units: ${posting.entries
        .map((entry) => `${entry.account} ${entry.amount}`)
        .join(', ')}`,
    );
    this.name = 'UnbalancedPosting';
  }
}

/** How far the entries are from summing to zero; NaN when an amount is not a whole number. */
export const imbalanceOf = (entries: readonly Entry[]) =>
  entries.every((entry) => Number.isSafeInteger(entry.amount))
    ? entries.reduce((sum, entry) => sum + entry.amount, 0)
    : Number.NaN;

export const assertBalanced = (posting: Posting): Posting => {
  const imbalance = imbalanceOf(posting.entries);
  if (imbalance !== 0) throw new UnbalancedPosting(posting, imbalance);
  return posting;
};

/** Money moving `amount` from one account to another: the smallest balanced pair. */
export const move = (from: Account, to: Account, amount: number): Entry[] => [
  { account: from, amount: -amount },
  { account: to, amount },
];

/** An account's balance: the sum of its entries in these postings. */
export const balanceOf = (postings: readonly Posting[], account: Account) =>
  postings.reduce(
    (sum, posting) =>
      sum +
      posting.entries.reduce(
        (own, entry) => own + (entry.account === account ? entry.amount : 0),
        0,
      ),
    0,
  );
