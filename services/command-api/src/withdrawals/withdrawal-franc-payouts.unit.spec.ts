import type { EventOf } from '@harambee/events';
import { fold } from '../core/decider';
import { specFor } from '../core/given-when-then';
import { withdrawalDecider } from './withdrawal';
import { campaignGift, endedCampaign } from '../testing/decider-givens';

const campaignId = 'c-franc';
const now = new Date('2026-12-03T09:00:00.000Z');
const at = now.toISOString();
const funded = endedCampaign('funded', { campaignId, goalCents: 10_000 });
const gifts = [campaignGift(10_000, 'paystack', { streamId: 'donation-1', paymentId: 'p-1' })];
const wave = {
  provider: 'wave' as const,
  country: 'Senegal',
  accountNumber: '771234567',
  linkedAt: '2026-11-20T12:00:00.000Z',
};
/** The request as the decider records it for a Wave wallet in Senegal: $91.10 net of the 5% and Paystack's 3.9%. */
const requested = withdrawalDecider.decide(
  {
    type: 'RequestWithdrawal',
    actor: { userId: 'u-1', role: 'creator' },
    campaign: funded,
    gifts,
    escrowCents: 10_000,
    wallet: wave,
    walletPaid: true,
    now,
  },
  fold(withdrawalDecider, []),
);
const rate = { from: 'USD' as const, to: 'XOF' as const, value: '602.37' };

describe('a payout to a wallet that takes CFA francs', () => {
  it('when the withdrawal is approved, then it is paid out in whole francs, converted at the rate quoted less 1.5%', () => {
    expect(requested.map((event) => event.type)).toEqual(['WithdrawalRequested']);
    // 9,110¢ × 602.37 = 54,875.907 → 54,876 F (a franc has no smaller unit); 1.5% = 823.14 → 823 F; 54,876 − 823.
    const plan = {
      currency: 'XOF' as const,
      amountMinor: 54_053,
      conversions: [
        {
          from: 'USD' as const,
          amountMinor: 9_110,
          to: 'XOF' as const,
          convertedMinor: 54_876,
          feeMinor: 823,
        },
      ],
    };
    const approved: EventOf<'WithdrawalApproved'> = {
      type: 'WithdrawalApproved',
      data: { withdrawalId: campaignId, campaignId, approvedAt: at, payout: plan },
    };
    specFor(withdrawalDecider)(requested)
      .when({
        type: 'ApproveWithdrawal',
        gifts,
        now,
        confirmNewWallet: false,
        quotes: { XOF: { ok: true, rate, asOf: now, source: 'demo rates' } },
      })
      .then([
        {
          type: 'ExchangeRateQuoted',
          data: { withdrawalId: campaignId, ...rate, source: 'demo rates', asOf: at, quotedAt: at },
        },
        approved,
      ]);
  });
});
