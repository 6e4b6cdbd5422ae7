import type { EventOf } from '@harambee/events';
import type { Account } from './accounts';
import type { GiftRate } from './payout-worth';

type PaymentProvider = EventOf<'PaymentSucceeded'>['data']['provider'];
/** What a donor's network was charged, in its currency's minor units (absent: the gift's US cents). */
export type Charged = NonNullable<EventOf<'PaymentSucceeded'>['data']['charged']>;

/**
 * What the ledger remembers of earlier events to post later ones: who took a payment, a withdrawal's fees and
 * creator, the account a gift came from (its refund goes back there), where an open dispute's money was taken from.
 */
export type PaymentFact = {
  kind: 'payment';
  provider: PaymentProvider;
  campaignId: string;
  amountCents: number;
  charged?: Charged;
  /** What the provider said it took for the charge, in minor units of its currency. */
  providerFee?: Charged;
};
/**
 * What the creator owed while a payout was on its way, before it was known to be paid: disputes opened then (by their
 * fact key), and losses written off then. A failed payout leaves the money in the escrow, which then covers them.
 */
export type OwedInFlight = { disputes: Record<string, DisputeFact>; writtenOffCents: number };
/**
 * What the escrow made good when the payout failed or was taken back (the losses written off, the open disputes'
 * receivable), and what the escrow gained (or, below zero, gave back) since: undone, and what it lacks owed by the
 * creator, if a transfer of it is paid after all.
 */
export type MadeGood = OwedInFlight & {
  escrowSinceCents: number;
  /** Disputes opened since, held from the escrow: still open when paid after all, the creator owes them. */
  heldSince?: Record<string, DisputeFact>;
  /** A revision since took the amounts again from what the escrow held: transfers sent after it owe none of this. */
  revised?: true;
};
/** A transfer's fees as it was sent, and the make-goods a revision had settled by then (see `MadeGood`). */
export type SentFees = {
  platformFeeCents: number;
  processingFeesCents: number;
  settled: readonly string[];
};
/**
 * What a transfer an approval priced sends, taken back to US cents as far as the approval can: its wallet's own balance
 * in its minor units (worth what its gifts were given at) and the US cents each other balance was converted from.
 */
export type PlanWorth = { asIsMinor: number; convertedCents: number };
export type WithdrawalFact = {
  kind: 'withdrawal';
  creatorId: string;
  platformFeeCents: number;
  processingFeesCents: number;
  /** A transfer of it was paid: what the creator owes from then on is theirs for good. */
  paid?: true;
  owedInFlight?: OwedInFlight;
  /** What the escrow made good at each failure (or reversal) since the last payment, by its transfer's reference. */
  madeGood?: Readonly<Record<string, MadeGood>>;
  /** What each transfer was sent with, by its reference. */
  sent?: Readonly<Record<string, SentFees>>;
  /** The rates from one US dollar quoted for its approvals, by the currency they buy. */
  quoted?: Readonly<Record<string, string>>;
  /** What each transfer its approvals priced is worth, by `transferKey`. */
  priced?: Readonly<Record<string, PlanWorth>>;
};
/** The fees a donor paid on top of their gift, as the gift recorded them. */
export type FeeCover = NonNullable<EventOf<'DonationRecorded'>['data']['feeCover']>;
export type GiftFact = {
  kind: 'gift';
  donor: Account;
  campaignId: string;
  amountCents: number;
  charged?: Charged;
  feeCover?: FeeCover;
};
/** An open dispute: where its amount was taken from (the escrow, or the creator's receivable once paid out). */
export type DisputeFact = {
  kind: 'dispute';
  from: Account;
  amountCents: number;
  /** What the provider holds of the gift itself in the charge's currency, for a gift not paid in US dollars. */
  charged?: Charged;
  /** The share of the fees its donor covered that the provider holds with it. */
  cover?: FeeCover;
};
/** The rates a campaign's gifts were given at, by the currency charged (see `GiftRate`). */
export type RatesFact = { kind: 'rates'; byCurrency: Readonly<Record<string, GiftRate>> };
export type Fact = PaymentFact | WithdrawalFact | GiftFact | DisputeFact | RatesFact;
export type Facts = Readonly<Record<string, Fact>>;

export const factKey = {
  payment: (paymentId: string) => `payment:${paymentId}`,
  withdrawal: (withdrawalId: string) => `withdrawal:${withdrawalId}`,
  gift: (donationId: string) => `gift:${donationId}`,
  dispute: (provider: string, disputeId: string) => `dispute:${provider}:${disputeId}`,
  rates: (campaignId: string) => `rates:${campaignId}`,
};

/** A posting needs a fact no earlier event gave: the log is not one the write side could have written. */
export class MissingLedgerFact extends Error {
  constructor(
    readonly eventId: string,
    readonly key: string,
  ) {
    super(`Event ${eventId} cannot be posted: nothing earlier in the log says ${key}`);
    this.name = 'MissingLedgerFact';
  }
}

export const factOf = <K extends Fact['kind']>(
  facts: Facts,
  key: string,
  kind: K,
): Extract<Fact, { kind: K }> | undefined => {
  const fact = facts[key];
  return fact?.kind === kind ? (fact as Extract<Fact, { kind: K }>) : undefined;
};

export const requireFact = <K extends Fact['kind']>(
  facts: Facts,
  key: string,
  kind: K,
  eventId: string,
) => {
  const fact = factOf(facts, key, kind);
  if (!fact) throw new MissingLedgerFact(eventId, key);
  return fact;
};
