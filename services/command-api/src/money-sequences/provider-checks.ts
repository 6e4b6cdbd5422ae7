import { accounts, entryCurrency, type Posting } from '@harambee/ledger';
import type { ByCurrency } from './paystack-money';

/** What the providers' own books say they moved, per currency in minor units. */
export type ProviderBooks = {
  /** Paystack: what donors paid, less refunds of any kind and disputes lost. */
  paystackDonors: ByCurrency;
  /** Paystack: refunds it made whose answer has not reached us yet (a lost answer, until we list them). */
  untoldBack: ByCurrency;
  /**
   * Paystack: transfers that succeeded or whose success is the last we heard (a reversal not yet told), and those
   * that succeeded and whose success reached us.
   */
  sent: ByCurrency;
  toldSent: ByCurrency;
  /** The sandbox's in-page card: what it charged, in US cents. */
  sandboxCharged: number;
};

/** Each currency's sum of the entries of the accounts `which` picks (`sign`: only what entered, or left). */
const ledgerView = (
  postings: readonly Posting[],
  which: (account: string) => boolean,
  sign = 0,
) => {
  const sums: ByCurrency = {};
  for (const posting of postings)
    for (const entry of posting.entries)
      if (which(entry.account) && entry.amount * sign >= 0) {
        const currency = entryCurrency(posting, entry);
        sums[currency] = (sums[currency] ?? 0) + entry.amount;
      }
  return sums;
};

const currencies = (...all: ByCurrency[]) => [...new Set(all.flatMap(Object.keys))].sort();
const nonZero = (sums: ByCurrency) =>
  Object.fromEntries(Object.entries(sums).filter(([, amount]) => amount !== 0));

/**
 * The outside oracle: the ledger's view of each account outside the platform equals what the provider's own books
 * say, per currency in minor units. Donors paid through Paystack, net of everything given back, exactly but for
 * refunds whose answer was lost and not yet found (then at most that much more); creators'
 * wallets at least what Paystack told us it sent, at most what it sent (a transfer whose callback is still to come
 * may be known from its verification, or not yet); the sandbox's card charges exactly.
 */
export const providerViolations = (postings: readonly Posting[], books: ProviderBooks) => {
  const violations: string[] = [];
  const paid = ledgerView(postings, (account) => account === accounts.donors('paystack'));
  for (const currency of currencies(paid, nonZero(books.paystackDonors))) {
    const net = books.paystackDonors[currency] ?? 0;
    const untold = books.untoldBack[currency] ?? 0;
    const booked = -(paid[currency] ?? 0);
    if (booked < net || booked > net + untold)
      violations.push(
        `Paystack's books: donors paid ${net} ${currency} net (${untold} refunded unbeknown to us); the ledger's donors:paystack says ${booked}`,
      );
  }
  const wallets = ledgerView(postings, (account) => /^creator:.+:payouts$/.test(account));
  for (const currency of currencies(wallets, nonZero(books.sent))) {
    const booked = wallets[currency] ?? 0;
    const told = books.toldSent[currency] ?? 0;
    const sent = books.sent[currency] ?? 0;
    if (booked < told || booked > sent)
      violations.push(
        `Paystack's books: transfers of ${sent} ${currency} succeeded, ${told} of them told to us; the ledger's creators' wallets received ${booked}`,
      );
  }
  const sandbox = -(
    ledgerView(postings, (account) => account === accounts.donors('sandbox'), -1).USD ?? 0
  );
  if (sandbox !== books.sandboxCharged)
    violations.push(
      `The sandbox card charged ${books.sandboxCharged} US cents; the ledger's donors:sandbox gave ${sandbox}`,
    );
  return violations;
};
