import type { EventData } from '@harambee/events';
import type { HeldInCurrencyRow, PayoutPlanRow, PayoutRateRow } from '@harambee/read-models';
import type { ReadModel } from '../../read-model';

export type RequestedWithdrawal = EventData<'WithdrawalRequested'>;
/** What a decision or a payout step sets; times as the events say them. */
export type WithdrawalUpdate = {
  status?: 'approved' | 'rejected' | 'paid' | 'failed' | 'unknown';
  gross_cents?: number;
  platform_fee_cents?: number;
  processing_fees_cents?: number;
  net_cents?: number;
  reason?: string;
  reference?: string;
  duplicate_reference?: string | null;
  decided_at?: string;
  paid_at?: string;
  by_currency?: HeldInCurrencyRow[];
  payout?: PayoutPlanRow;
};
/** Kept as JSON: each currency held, and the payout the approval sends. */
export const withdrawalJsonFields = ['by_currency', 'payout'] as const;
export const withdrawalUpdateFields = [
  'status',
  'gross_cents',
  'platform_fee_cents',
  'processing_fees_cents',
  'net_cents',
  'reason',
  'reference',
  'duplicate_reference',
  'decided_at',
  'paid_at',
  ...withdrawalJsonFields,
] as const;

export type WithdrawalChange =
  | { kind: 'requested'; withdrawal: RequestedWithdrawal }
  | { kind: 'updated'; withdrawalId: string; update: WithdrawalUpdate }
  | { kind: 'rateQuoted'; withdrawalId: string; rate: PayoutRateRow };

const updated = (withdrawalId: string, update: WithdrawalUpdate): WithdrawalChange[] => [
  { kind: 'updated', withdrawalId, update },
];

/**
 * Each campaign's withdrawal with its fees in cents, each currency held and the payout in the wallet's currency with
 * the rates quoted for it; the wallet only ever masked. A failed payout keeps its reference when it has no new one.
 */
export const withdrawals: ReadModel<WithdrawalChange> = {
  name: 'withdrawals',
  tables: ['withdrawals'],
  on: {
    WithdrawalRequested: ({ data }) => [{ kind: 'requested', withdrawal: data }],
    ExchangeRateQuoted: ({ data: { withdrawalId, from, to, value, source, asOf, quotedAt } }) =>
      withdrawalId
        ? [{ kind: 'rateQuoted', withdrawalId, rate: { from, to, value, source, asOf, quotedAt } }]
        : [],
    WithdrawalApproved: ({ data }) =>
      updated(data.withdrawalId, {
        status: 'approved',
        decided_at: data.approvedAt,
        payout: data.payout,
      }),
    WithdrawalRevised: ({ data }) =>
      updated(data.withdrawalId, {
        gross_cents: data.grossCents,
        platform_fee_cents: data.platformFeeCents,
        processing_fees_cents: data.processingFeesCents,
        net_cents: data.netCents,
        by_currency: data.byCurrency,
      }),
    WithdrawalRejected: ({ data }) =>
      updated(data.withdrawalId, {
        status: 'rejected',
        reason: data.reason,
        decided_at: data.rejectedAt,
      }),
    PayoutInitiated: ({ data }) =>
      updated(data.withdrawalId, { status: 'approved', reference: data.reference }),
    PayoutOutcomeUnknown: ({ data }) =>
      updated(data.withdrawalId, {
        status: 'unknown',
        reason: data.reason,
        reference: data.reference,
      }),
    PayoutPaid: ({ data }) =>
      updated(data.withdrawalId, {
        status: 'paid',
        reference: data.reference,
        paid_at: data.paidAt,
      }),
    PayoutFailed: ({ data }) =>
      updated(data.withdrawalId, {
        status: 'failed',
        reason: data.reason,
        reference: data.reference ?? undefined,
      }),
    PayoutDuplicated: ({ data }) =>
      updated(data.withdrawalId, { duplicate_reference: data.reference }),
    // Nothing to recover any more: taken back by the provider, or the payout now (its PayoutPaid follows).
    PayoutDuplicateUndone: ({ data }) => updated(data.withdrawalId, { duplicate_reference: null }),
    // Taken back by the provider: failed with its reason, for an admin to pay again.
    PayoutReversed: ({ data }) =>
      updated(data.withdrawalId, { status: 'failed', reason: data.reason }),
  },
};
