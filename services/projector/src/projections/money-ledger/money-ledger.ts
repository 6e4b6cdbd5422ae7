import type { LedgerKind } from '@harambee/read-models';
import type { ReadModel } from '../../read-model';
import type { StoredEventOf } from '../../projection';
import { donorName } from '../actor-names';
import { positionedEntry, type PositionedEntry } from '../positioned-entry';

export type LedgerEntry = PositionedEntry & {
  kind: LedgerKind;
  amount_cents: number;
  reference: string | null;
};
export type WithdrawalFees = { platformFeeCents: number; processingFeesCents: number };

export type LedgerChange =
  | { kind: 'entries'; entries: LedgerEntry[] }
  | { kind: 'paidOut'; payout: StoredEventOf<'PayoutPaid' | 'PayoutReversed'> }
  | { kind: 'erased'; userId: string };

const entry = (
  event: StoredEventOf<
    | 'DonationRecorded'
    | 'CryptoPledgeConfirmed'
    | 'DonationRefunded'
    | 'RefundReversed'
    | 'PayoutPaid'
    | 'PayoutReversed'
  >,
  kind: LedgerKind,
  amountCents: number,
  reference: string | null,
  actorName?: string,
): LedgerEntry => ({
  ...positionedEntry(event, event.data.campaignId, actorName),
  kind,
  amount_cents: amountCents,
  reference,
});

/** A backer gives in their own name; an offline gift an admin records names the admin, as the history does. */
const giftEntry = (event: StoredEventOf<'DonationRecorded'>) =>
  entry(
    event,
    'gift',
    event.data.amountCents,
    event.data.donationId,
    event.metadata.actorRole === 'admin' ? undefined : donorName(event.data),
  );

/**
 * The fees come off as the payout is paid, so the open balance is zero once the money has left; a payout the provider
 * took back is the same lines the other way, the money held again.
 */
export const payoutEntries = (
  event: StoredEventOf<'PayoutPaid' | 'PayoutReversed'>,
  fees: WithdrawalFees | undefined,
): LedgerEntry[] => {
  const { withdrawalId, reference, amountCents } = event.data;
  const sign = event.type === 'PayoutReversed' ? -1 : 1;
  return [
    entry(event, 'platformFee', sign * (fees?.platformFeeCents ?? 0), withdrawalId),
    entry(event, 'processingFee', sign * (fees?.processingFeesCents ?? 0), withdrawalId),
    entry(event, 'payout', sign * amountCents, reference),
  ];
};

/** Every cent in and out of each campaign, in log order, with who moved it: gifts, refunds, fees and the payout. */
export const moneyLedger: ReadModel<LedgerChange> = {
  name: 'money-ledger',
  tables: ['money_ledger'],
  reads: ['users', 'withdrawals'],
  on: {
    CryptoPledgeConfirmed: (event) => [
      {
        kind: 'entries',
        entries: [entry(event, 'gift', event.data.amountCents, event.data.pledgeId)],
      },
    ],
    DonationRefunded: (event) => [
      {
        kind: 'entries',
        entries: [entry(event, 'refund', event.data.amountCents, event.data.refundReference)],
      },
    ],
    // A refund that failed at the provider: the money came back, a refund line the other way.
    RefundReversed: (event) => [
      {
        kind: 'entries',
        entries: [entry(event, 'refund', -event.data.amountCents, event.data.refundReference)],
      },
    ],
    PayoutPaid: (event) => [{ kind: 'paidOut', payout: event }],
    PayoutReversed: (event) => [{ kind: 'paidOut', payout: event }],
    PersonalDataErased: ({ data }) => [{ kind: 'erased', userId: data.userId }],
  },
  onRun: {
    DonationRecorded: (events) => [{ kind: 'entries', entries: events.map(giftEntry) }],
  },
};
