import type { StoredEvent } from '@harambee/events';
import { accounts, entryCurrency, type Posting } from '@harambee/ledger';
import type { ByCurrency, ModelProvider, ProviderBook } from './model-provider';

/** What the providers' own books say they moved, per currency in minor units. */
export type ProviderBooks = {
  /** Each provider the world's gifts went through, in the shape they all share. */
  providers: Partial<Record<ModelProvider['name'], ProviderBook>>;
  /** The sandbox's in-page card: what it charged, in US cents. */
  sandboxCharged: number;
};

const NAMES: Record<ModelProvider['name'], string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  stripe: 'Stripe',
};

/**
 * The fees each payment's (one that matched its checkout, or moved money that did not) and each dispute's record says
 * its provider took, per currency, less those it says it gave back (a dispute won): what the books learned of them.
 */
const recordedFees = (events: readonly StoredEvent[], name: ModelProvider['name']) => {
  const fees: ByCurrency = {};
  const add = (fee: { currency: string; amountMinor: number } | undefined, sign: 1 | -1) => {
    if (fee) fees[fee.currency] = (fees[fee.currency] ?? 0) + sign * fee.amountMinor;
  };
  for (const { type, data } of events) {
    if (!('provider' in data) || data.provider !== name) continue;
    if (
      type === 'PaymentSucceeded' ||
      (type === 'PaymentMismatchDetected' && data.moved) ||
      type === 'DisputeOpened' ||
      type === 'PaymentDisputeOpened'
    )
      add(data.providerFee, 1);
    if (type === 'DisputeClosed' || type === 'PaymentDisputeClosed')
      add(data.providerFeeReturned, -1);
  }
  return fees;
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
 * say, per currency in minor units. Donors paid through each provider, net of everything given back, exactly but for
 * refunds whose answer was lost and not yet found (then at most that much more) and our refunds whose failure's
 * webhook was not answered yet (then at least that much less); creators'
 * wallets at least what the providers told us they sent, at most what they sent (a transfer whose callback is still to come
 * may be known from its verification, or not yet); the fees a provider's books list on its charges and disputes, exactly those its
 * payments and disputes recorded; the sandbox's card charges exactly.
 */
export const providerViolations = (
  events: readonly StoredEvent[],
  postings: readonly Posting[],
  books: ProviderBooks,
) => {
  const violations: string[] = [];
  const wallets = ledgerView(postings, (account) => /^creator:.+:payouts$/.test(account));
  const sent: ByCurrency = {};
  const toldSent: ByCurrency = {};
  for (const [name, book] of Object.entries(books.providers) as [
    ModelProvider['name'],
    ProviderBook,
  ][]) {
    const paid = ledgerView(postings, (account) => account === accounts.donors(name));
    for (const currency of currencies(paid, nonZero(book.donors))) {
      const net = book.donors[currency] ?? 0;
      const untold = book.untoldBack[currency] ?? 0;
      const failed = book.untoldFailed[currency] ?? 0;
      const booked = -(paid[currency] ?? 0);
      if (booked < net - failed || booked > net + untold)
        violations.push(
          `${NAMES[name]}'s books: donors paid ${net} ${currency} net (${untold} refunded unbeknown to us, ${failed} of our refunds failed unbeknown to us); the ledger's donors:${name} says ${booked}`,
        );
    }
    const fees = book.fees && recordedFees(events, name);
    for (const currency of fees ? currencies(fees, nonZero(book.fees!)) : [])
      if ((fees![currency] ?? 0) !== (book.fees![currency] ?? 0))
        violations.push(
          `${NAMES[name]}'s books: fees of ${book.fees![currency] ?? 0} ${currency} on its charges and disputes; its payments and disputes recorded ${fees![currency] ?? 0}`,
        );
    for (const [currency, amount] of Object.entries(book.sent))
      sent[currency] = (sent[currency] ?? 0) + amount;
    for (const [currency, amount] of Object.entries(book.toldSent))
      toldSent[currency] = (toldSent[currency] ?? 0) + amount;
  }
  for (const currency of currencies(wallets, nonZero(sent))) {
    const booked = wallets[currency] ?? 0;
    const told = toldSent[currency] ?? 0;
    const made = sent[currency] ?? 0;
    if (booked < told || booked > made)
      violations.push(
        `The providers' books: transfers of ${made} ${currency} succeeded, ${told} of them told to us; the ledger's creators' wallets received ${booked}`,
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
