import type { StoredEventOf } from '../../projection';
import { payoutEntries } from './money-ledger';

const payout = <T extends 'PayoutPaid' | 'PayoutReversed'>(type: T) =>
  ({
    type,
    position: { transactionId: '7', globalPosition: '70' },
    recordedAt: '2026-12-04T10:00:00.000Z',
    metadata: { actorId: null, actorRole: 'system' },
    data: { withdrawalId: 'c1', campaignId: 'c1', reference: 'TRF_1', amountCents: 9_500 },
  }) as unknown as StoredEventOf<T>;
const fees = { platformFeeCents: 500, processingFeesCents: 390 };
const amounts = (type: 'PayoutPaid' | 'PayoutReversed') =>
  payoutEntries(payout(type), fees).map(({ kind, amount_cents }) => [kind, amount_cents]);

describe("a campaign's money ledger", () => {
  // Issue 42, item 5: the creator's page kept a reversed payout as paid.
  it('when the provider takes a payout back, then its fee and payout lines are undone, the money held again', () => {
    expect(amounts('PayoutPaid')).toEqual([
      ['platformFee', 500],
      ['processingFee', 390],
      ['payout', 9_500],
    ]);
    expect(amounts('PayoutReversed')).toEqual([
      ['platformFee', -500],
      ['processingFee', -390],
      ['payout', -9_500],
    ]);
  });
});
