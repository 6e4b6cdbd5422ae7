import type { StoredEvent } from '@harambee/events';
import { accounts, isExchangeAccount } from './accounts';
import type { PlanWorth } from './facts';
import { planWorth, sentOf, type Transfer, transferKey, transferWorth } from './fx-gain-loss';
import { resultOf, type Violation } from './invariant';
import { type GiftRate, withGift } from './payout-worth';
import { entryCurrency, type Posting } from './posting';

const DOLLAR = 'USD';

/** A quote: `cents` US cents for `minor` units of the currency charged. */
type Quote = { cents: number; minor: number };
type PayoutTypes = 'PayoutPaid' | 'PayoutReversed' | 'PayoutDuplicated' | 'PayoutDuplicateUndone';
const PAYOUT_TYPES: ReadonlySet<string> = new Set<PayoutTypes>([
  'PayoutPaid',
  'PayoutReversed',
  'PayoutDuplicated',
  'PayoutDuplicateUndone',
]);

const rounded = (value: number) => Math.sign(value) * Math.round(Math.abs(value));

/**
 * What the log says each crossing was quoted at, read from the events, never from the postings: each gift's charge
 * (with the fees its donor covered) against the US cents it counts, by its donation and its payment; each campaign's
 * gifts' rates; each approval's rates and what the transfers it priced were worth at them.
 */
class Quotes {
  readonly gifts = new Map<string, Quote>();
  private readonly charges = new Map<string, Quote>();
  private readonly campaigns = new Map<string, Map<string, GiftRate>>();
  private readonly quoted = new Map<string, Record<string, string>>();
  private readonly priced = new Map<string, Record<string, PlanWorth>>();

  learn(event: StoredEvent) {
    if (event.type === 'PaymentSucceeded' && event.data.charged)
      this.charges.set(event.data.paymentId, {
        cents: event.data.amountCents,
        minor: event.data.charged.amountMinor,
      });
    if (event.type === 'DonationRecorded') this.gift(event);
    if (
      event.type === 'ExchangeRateQuoted' &&
      event.data.withdrawalId &&
      event.data.from === DOLLAR
    )
      this.quoted.set(event.data.withdrawalId, {
        ...this.quoted.get(event.data.withdrawalId),
        [event.data.to]: event.data.value,
      });
    if (event.type === 'WithdrawalApproved' && event.data.payout) {
      const { withdrawalId, payout } = event.data;
      const worth = planWorth(payout, this.quoted.get(withdrawalId) ?? {});
      if (worth)
        this.priced.set(withdrawalId, {
          ...this.priced.get(withdrawalId),
          [transferKey(payout)]: worth,
        });
    }
  }

  private gift({ data }: Extract<StoredEvent, { type: 'DonationRecorded' }>) {
    const cover = data.feeCover;
    const coverCents = cover ? cover.platformFeeCents + cover.processingFeeCents : 0;
    const minor = data.charged?.amountMinor ?? this.charges.get(data.paymentId)?.minor;
    if (minor !== undefined && (data.charged?.currency ?? DOLLAR) !== DOLLAR) {
      const quote = { cents: data.amountCents + coverCents, minor };
      this.gifts.set(data.donationId, quote);
      this.gifts.set(data.paymentId, quote);
    }
    if (!data.charged) return;
    const giftMinor = data.charged.amountMinor - (cover?.charged.amountMinor ?? 0);
    const campaign = this.campaigns.get(data.campaignId) ?? new Map<string, GiftRate>();
    this.campaigns.set(
      data.campaignId,
      withGift(campaign, data.charged.currency, data.amountCents, giftMinor),
    );
  }

  /** What a transfer was worth in US cents at the rates it was quoted at (see `transferWorth`). */
  transfer(withdrawalId: string, campaignId: string, transfer: Transfer) {
    return transferWorth(
      transfer,
      this.priced.get(withdrawalId)?.[transferKey(transfer)],
      this.campaigns.get(campaignId) ?? new Map(),
    );
  }
}

/** A foreign entry of a payout's posting in US cents: its share of what the transfer was worth. */
const payoutValue = (event: StoredEvent, quotes: Quotes) => {
  if (!PAYOUT_TYPES.has(event.type)) return undefined;
  const { withdrawalId, campaignId, transfer } = (
    event as Extract<StoredEvent, { type: PayoutTypes }>
  ).data;
  const worth = transfer && quotes.transfer(withdrawalId, campaignId, transfer);
  if (!transfer || worth === undefined || !Number.isFinite(worth)) return () => undefined;
  return (amount: number) => rounded((amount * worth) / sentOf(transfer));
};

/** A foreign entry of any other posting in US cents, at the quote of the gift it is about. */
const giftValue = (posting: Posting, quotes: Quotes) => {
  const quote = quotes.gifts.get(posting.subject);
  return (amount: number) => quote && rounded((amount * quote.cents) / quote.minor);
};

/**
 * How far one posting leaves the exchange accounts from what its quoted rates explain, in US cents: what it moved in
 * the dollars' exchange account, and each foreign exchange entry at the rate it was quoted at. Undefined when a
 * foreign entry has no quote.
 */
const residueOf = (posting: Posting, event: StoredEvent, quotes: Quotes) => {
  const value = payoutValue(event, quotes) ?? giftValue(posting, quotes);
  let residue = 0;
  let crossings = 0;
  for (const entry of posting.entries) {
    if (!isExchangeAccount(entry.account)) continue;
    const currency = entryCurrency(posting, entry);
    if (currency === DOLLAR) {
      residue += entry.amount;
      continue;
    }
    const cents = value(entry.amount);
    if (cents === undefined) return { residue: undefined, crossings };
    residue += cents;
    crossings += 1;
  }
  return { residue, crossings };
};

/**
 * Every exchange account's balance is explained by the rates that were quoted: in each posting, what crossed into or
 * out of another currency's exchange account, valued at the quote of the gift it is about (or, for a payout, at the
 * rates its transfer was priced at), nets to zero against what it moved in the dollars' exchange account, within a
 * cent per crossing; a payout's difference is in `fx:gain-loss`, never left in the exchange. Prints each exchange
 * account's balance in its currency and the gain or loss booked.
 */
export const exchangeExplained = (events: readonly StoredEvent[], postings: readonly Posting[]) => {
  const byEvent = new Map(postings.map((posting) => [posting.eventId, posting]));
  const quotes = new Quotes();
  const balances: Record<string, number> = {};
  const violations: Violation[] = [];
  let checked = 0;
  let fx = 0;
  for (const event of events) {
    quotes.learn(event);
    const posting = byEvent.get(event.id);
    if (!posting) continue;
    for (const entry of posting.entries) {
      if (entry.account === accounts.fxGainLoss) fx += entry.amount;
      if (!isExchangeAccount(entry.account)) continue;
      const currency = entryCurrency(posting, entry);
      balances[currency] = (balances[currency] ?? 0) + entry.amount;
    }
    if (!posting.entries.some((entry) => isExchangeAccount(entry.account))) continue;
    checked += 1;
    const { residue, crossings } = residueOf(posting, event, quotes);
    const subject = `${posting.type} ${posting.subject}`;
    if (residue === undefined)
      violations.push({ subject, detail: 'crossed the exchange at no quoted rate' });
    else if (Math.abs(residue) > Math.max(1, crossings))
      violations.push({
        subject,
        detail: `leaves ${residue} US cents in the exchange accounts that its quoted rates do not explain`,
      });
  }
  const counts = { ...balances, [accounts.fxGainLoss]: fx };
  return resultOf(
    'exchange accounts at their quoted rates',
    checked,
    'crossings',
    violations,
    counts,
  );
};
