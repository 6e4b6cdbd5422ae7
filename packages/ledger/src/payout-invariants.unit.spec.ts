import type { NewEvent } from '@harambee/events';
import {
  campaignEnded,
  donationRecorded,
  payoutPaid,
  withdrawalApproved,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { describeResult } from './invariant';
import { payoutsWithinNet } from './payout-invariants';
import { storedLog } from './testing/stored-log';

const KES = 'KES' as const;
// 5,000 US cents charged as KES 6,460.00; the donor covered KES 574.94 of fees on top.
const shillingGift = (): NewEvent => {
  const gift = donationRecorded('c1', { amountCents: 5_000 });
  return {
    ...gift,
    data: {
      ...gift.data,
      charged: { currency: KES, amountMinor: 703_494 },
      feeCover: {
        platformFeeCents: 250,
        processingFeeCents: 195,
        charged: { currency: KES, amountMinor: 57_494 },
      },
    },
  } as NewEvent;
};
const net = { grossCents: 5_000, platformFeeCents: 0, processingFeesCents: 0, netCents: 5_000 };
const inShillings = (amountMinor: number) => ({ currency: KES, amountMinor, conversions: [] });
const paidInShillings = (amountMinor: number): NewEvent => {
  const paid = payoutPaid('c1', 'TRF_1', 5_000);
  return {
    ...paid,
    data: { ...paid.data, transfer: { currency: KES, amountMinor, conversionFeeMinor: 0 } },
  } as NewEvent;
};
const payoutOf = async (approved: number, sent: number) =>
  storedLog(
    shillingGift(),
    campaignEnded('c1', 'funded', 5_000),
    withdrawalRequested('c1', 'creator-1', net),
    withdrawalApproved('c1', 'admin-1', inShillings(approved)),
    paidInShillings(sent),
  );

describe('payouts within their net', () => {
  it('when a payout sends the gift in the currency it was given in, then it is within its net', async () => {
    const result = payoutsWithinNet(await payoutOf(646_000, 646_000));
    expect(describeResult(result)).toBe('payouts within their net: 1 payouts, 0 violations');
  });

  it('when a payout also sends the fees its donor covered, then it is named an overpayment', async () => {
    const result = payoutsWithinNet(await payoutOf(703_494, 703_494));
    expect(result.violations).toEqual([
      {
        subject: 'withdrawal c1',
        detail: expect.stringMatching(/^overpaid: the payout is worth 44\d US cents more/),
      },
    ]);
  });

  it('when a transfer sends more than its approval priced, then it is named an overpayment', async () => {
    const result = payoutsWithinNet(await payoutOf(646_000, 646_100));
    expect(result.violations.map((violation) => violation.detail)).toEqual([
      'overpaid: sent 646100 KES where 646000 was approved',
    ]);
  });
});
