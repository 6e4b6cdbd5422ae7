import type { LogPosition } from '@harambee/eventstore';
import type { CurrencyCode } from '@harambee/rules';
import type { Account } from './accounts';

/** ISO 4217: a gift's money in the currency it was charged in; escrows, fees and payouts in US dollars. */
export type Currency = CurrencyCode;

/**
 * Signed integer minor units: what the account receives, negative for what leaves it. `currency`: an entry in
 * another currency than its posting's, where money changes currency (through the exchange accounts).
 */
export type Entry = { account: Account; amount: number; currency?: Currency };

/** The money one event moved: its entries sum to zero in each currency. */
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

/** How far the entries are from summing to zero (in the first currency that does not); NaN for a part of a minor unit. */
export const imbalanceOf = (entries: readonly Entry[]) => {
  if (!entries.every((entry) => Number.isSafeInteger(entry.amount))) return Number.NaN;
  const sums = new Map<string, number>();
  for (const { currency = '', amount } of entries)
    sums.set(currency, (sums.get(currency) ?? 0) + amount);
  return [...sums.values()].find((sum) => sum !== 0) ?? 0;
};

/** The entries in `currency` of a posting: those that name it, or all that name none when it is the posting's. */
export const entryCurrency = (posting: Pick<Posting, 'currency'>, entry: Entry) =>
  entry.currency ?? posting.currency;

/**
 * A posting's entries as the books keep them: one per account and currency, summed (a posting may cross an account
 * twice, as a gift in another currency and the fees its donor covered both cross the exchange), in first-seen order;
 * a currency is named only when it is not the posting's.
 */
export const bookedEntries = (posting: Pick<Posting, 'currency' | 'entries'>): Entry[] => {
  const booked = new Map<string, Entry>();
  for (const entry of posting.entries) {
    const currency = entryCurrency(posting, entry);
    const key = `${entry.account} ${currency}`;
    const amount = (booked.get(key)?.amount ?? 0) + entry.amount;
    booked.set(key, {
      account: entry.account,
      amount,
      ...(currency === posting.currency ? {} : { currency }),
    });
  }
  return [...booked.values()];
};

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
