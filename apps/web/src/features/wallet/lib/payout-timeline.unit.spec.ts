import type { Withdrawal } from '@/lib/money/types';
import { payoutTimeline } from './payout-timeline';

const withdrawal = (fields: Partial<Withdrawal>): Withdrawal => ({
  _id: 'c-1',
  campaignId: 'c-1',
  campaignTitle: 'Kisumu hives',
  creatorName: 'Amina',
  wallet: { provider: 'mpesa', country: 'Kenya', accountNumber: '•••• 5678', linkedAt: null },
  grossAmount: 1_000,
  platformFee: 50,
  processingFees: 39,
  netAmount: 911,
  byCurrency: [],
  payout: null,
  status: 'requested',
  reason: null,
  reference: null,
  duplicateReference: null,
  requestedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  paidAt: null,
  ...fields,
});
const shape = (fields: Partial<Withdrawal>) => {
  const { steps, notes } = payoutTimeline(withdrawal(fields));
  return { steps: steps.map((step) => `${step.key}:${step.state}`), notes };
};

// Issue "Charged exactly what they meant", item 5: "Paid", then "no transfer with this reference", then "Paid twice".
describe("a withdrawal's timeline, as its creator reads it", () => {
  it('when it waits for review, then the review is where it is, sending and arriving are ahead', () => {
    expect(shape({})).toEqual({
      steps: ['requested:done', 'reviewWaiting:current', 'sendAhead:ahead', 'arriveAhead:ahead'],
      notes: [],
    });
  });

  it('when it was paid, then every step is done with its day; paid twice adds what happens to the second', () => {
    const paid = {
      status: 'paid' as const,
      decidedAt: '2026-11-21T09:00:00.000Z',
      paidAt: '2026-11-21T09:05:00.000Z',
    };
    const { steps } = payoutTimeline(withdrawal(paid));
    expect(steps.map((step) => [step.key, step.state, step.at])).toEqual([
      ['requested', 'done', '2026-11-20T10:00:00.000Z'],
      ['approved', 'done', '2026-11-21T09:00:00.000Z'],
      ['sent', 'done', undefined],
      ['arrived', 'done', '2026-11-21T09:05:00.000Z'],
    ]);
    expect(shape({ ...paid, duplicateReference: 'TRF_2' }).notes).toEqual(['paidTwice']);
  });

  it('when it was rejected, failed or its outcome is unknown, then it says where it stopped and what happens next', () => {
    expect(shape({ status: 'rejected', reason: 'Wrong account' })).toEqual({
      steps: ['requested:done', 'rejected:failed'],
      notes: ['rejectedNext'],
    });
    expect(shape({ status: 'failed', reason: 'Account closed' }).notes).toEqual(['failedNext']);
    expect(shape({ status: 'unknown' })).toEqual({
      steps: ['requested:done', 'approved:done', 'unknown:current'],
      notes: ['unknownNext'],
    });
  });
});
