import type { EventOf } from '@harambee/events';
import type { CurrencyCode } from '@harambee/rules';
import type { PayoutPlan } from './withdrawal-currencies';

/** A withdrawal's events and the state they fold into, apart from its decisions so the payout's can share them. */
export type WithdrawalEvent = EventOf<
  | 'WithdrawalRequested'
  | 'ExchangeRateQuoted'
  | 'WithdrawalApproved'
  | 'WithdrawalRevised'
  | 'WithdrawalRejected'
  | 'PayoutInitiated'
  | 'PayoutOutcomeUnknown'
  | 'PayoutPaid'
  | 'PayoutFailed'
  | 'PayoutDuplicated'
  | 'PayoutDuplicateUndone'
  | 'PayoutReversed'
>;
export type WithdrawalRequest = EventOf<'WithdrawalRequested'>['data'];
export type PayoutProvider = EventOf<'PayoutInitiated'>['data']['provider'];
export type RateQuoted = EventOf<'ExchangeRateQuoted'>['data'];
export type DuplicateSent = Pick<
  EventOf<'PayoutDuplicated'>['data'],
  'provider' | 'amountCents' | 'transfer'
>;
/** What one transfer sent: the net in US cents and, in the wallet's currency, the transfer as priced then. */
export type SentTransfer = Pick<EventOf<'PayoutInitiated'>['data'], 'amountCents' | 'transfer'>;

/**
 * What is known of one transfer sent for a withdrawal: `failed` is final, `paid` until the provider takes it back
 * (`reversed`, final: the money is the escrow's again).
 */
export type TransferOutcome = 'pending' | 'unknown' | 'failed' | 'paid' | 'reversed';

export type WithdrawalState =
  | { status: 'none' }
  | {
      status: 'requested' | 'approved' | 'rejected' | 'paying' | 'unknown' | 'paid' | 'failed';
      request: WithdrawalRequest;
      /** Payouts approved so far: the first approval, then one per retry of a failed payout. */
      attempts: number;
      /** Each transfer's outcome so far, by its reference. */
      transfers: Record<string, TransferOutcome>;
      /** The transfer recorded as the payout once paid, else the latest one sent. */
      payout?: { provider: PayoutProvider; reference: string };
      /** What the latest approval sends in the wallet's currency; absent on approvals from before it was kept. */
      plan?: PayoutPlan;
      /** The rates quoted with the latest approval, by the currency they buy. */
      rates: Partial<Record<CurrencyCode, RateQuoted>>;
      /**
       * What each transfer sent, by its reference, as it was sent: booked so when it is paid or taken back, whatever
       * an approval since priced anew (absent on transfers from before it was kept).
       */
      sent?: Record<string, SentTransfer>;
      /** Transfers paid beside the payout, money sent twice, by their reference: what each sent. */
      duplicates?: Record<string, DuplicateSent>;
    };
export type Existing = Exclude<WithdrawalState, { status: 'none' }>;
