import type { EventOf } from '@harambee/events';
import { feeCoverOf } from '@harambee/rules';
import { specFor } from '../core/given-when-then';
import type { CampaignGift } from '../money-out/campaign-gifts';
import { RuleBrokenError } from '@harambee/platform';
import {
  NOTHING_LEFT,
  PAYOUT_ABOVE_NET,
  REVISED_FOR_PROVIDER_REVERSALS,
  withdrawalDecider,
} from './withdrawal';
import { heldByCurrency } from './withdrawal-currencies';
import { withdrawalAmounts } from './withdrawal-fees';
import { campaignGift, endedCampaign, MPESA_WALLET } from '../testing/decider-givens';

const campaignId = 'c-1';
const now = new Date('2026-12-03T09:00:00.000Z');
const at = now.toISOString();
const wallet = MPESA_WALLET;
const { linkedAt } = wallet;
const funded = endedCampaign('funded', { goalCents: 500 });

const covered = (amountCents: number, provider: string, more: Partial<CampaignGift> = {}) => {
  const { platformFeeCents, processingFeeCents } = feeCoverOf(amountCents, provider);
  return campaignGift(amountCents, provider, {
    feeCover: { platformFeeCents, processingFeeCents },
    ...more,
  });
};
const given = specFor(withdrawalDecider);
const requestWith = (gifts: CampaignGift[]) => ({
  type: 'RequestWithdrawal' as const,
  actor: { userId: 'u-1', role: 'creator' as const },
  campaign: funded,
  gifts,
  escrowCents: 100_000,
  wallet,
  walletPaid: true,
  now,
});
const usd = (grossMinor: number, platformFeeMinor: number, processingFeesMinor: number) => ({
  currency: 'USD' as const,
  grossMinor,
  platformFeeMinor,
  processingFeesMinor,
  netMinor: grossMinor - platformFeeMinor - processingFeesMinor,
});
const requested = (
  gross: number,
  platform: number,
  processing: number,
): EventOf<'WithdrawalRequested'> => ({
  type: 'WithdrawalRequested',
  data: {
    withdrawalId: campaignId,
    campaignId,
    creatorId: 'u-1',
    grossCents: gross,
    platformFeeCents: platform,
    processingFeesCents: processing,
    netCents: gross - platform - processing,
    currency: 'usd',
    byCurrency: [usd(gross, platform, processing)],
    wallet: { provider: 'mpesa', country: 'Kenya', maskedAccount: '******5678', linkedAt },
    accountNumber: '0712345678',
    requestedAt: at,
  },
});

describe('a withdrawal over gifts whose donors covered the fees', () => {
  it('when every gift was covered, then the creator is asked no fee and receives every gift whole', () => {
    given([])
      .when(requestWith([covered(5_000, 'stripe'), covered(4_001, 'paystack')]))
      .then([requested(9_001, 0, 0)]);
  });

  it('when some gifts were covered, then only the others pay the platform and processing fees', () => {
    // Uncovered: Stripe 5,000¢ → 5% 250¢ and 175¢; the covered Paystack gift pays nothing more.
    given([])
      .when(requestWith([campaignGift(5_000, 'stripe'), covered(4_001, 'paystack')]))
      .then([requested(9_001, 250, 175)]);
  });

  it('when a covered gift was charged in shillings, then its currency pays no fee either', () => {
    const shillings = covered(500, 'paystack', {
      charged: { currency: 'KES', amountMinor: 64_600 },
    });
    expect(heldByCurrency([shillings])).toEqual([
      {
        currency: 'KES',
        grossMinor: 64_600,
        platformFeeMinor: 0,
        processingFeesMinor: 0,
        netMinor: 64_600,
      },
    ]);
  });

  it('when a covered gift was partly given back by the provider, then what is left still pays nothing more', () => {
    expect(withdrawalAmounts([covered(5_000, 'stripe', { reversedCents: 1_000 })])).toEqual({
      grossCents: 4_000,
      platformFeeCents: 0,
      processingFeesCents: 0,
      netCents: 4_000,
    });
  });
});

describe('a payout never sends more than its net', () => {
  const quotes = {
    KES: {
      ok: true as const,
      rate: { from: 'USD' as const, to: 'KES' as const, value: '129.20' },
      asOf: now,
      source: 'demo rates',
    },
  };
  const approve = (gifts: CampaignGift[]) => ({
    type: 'ApproveWithdrawal' as const,
    gifts,
    now,
    confirmNewWallet: false,
    quotes,
  });
  // A $200 gift whose donor covered its $17.80 of fees: the campaign's own charge is the $200.
  const gift200 = covered(20_000, 'paystack', {
    charged: { currency: 'USD', amountMinor: 20_000 },
  });

  it('when a request held the cover in its currencies (recorded before they left it out), then approving it is refused', () => {
    const coverHeldToo = requested(20_000, 0, 0);
    coverHeldToo.data.byCurrency = [usd(21_780, 0, 0)];
    given([coverHeldToo])
      .when(approve([gift200]))
      .thenThrows(RuleBrokenError, PAYOUT_ABOVE_NET);
  });

  it('when the request holds the gift itself, then the approval pays it whole, converted', () => {
    given([requested(20_000, 0, 0)])
      .when(approve([gift200]))
      .then([
        expect.objectContaining({ type: 'ExchangeRateQuoted' }),
        expect.objectContaining({
          type: 'WithdrawalApproved',
          data: expect.objectContaining({
            payout: expect.objectContaining({ currency: 'KES', amountMinor: 2_545_240 }),
          }),
        }),
      ]);
  });
});

describe('a withdrawal with nothing left to pay out', () => {
  const givenBack = [campaignGift(500, 'stripe', { reversedCents: 500 })];

  it('never takes fees above the gross: a gross of nothing pays nothing and nets nothing', () => {
    expect(withdrawalAmounts(givenBack)).toEqual({
      grossCents: 0,
      platformFeeCents: 0,
      processingFeesCents: 0,
      netCents: 0,
    });
    expect(heldByCurrency(givenBack)).toEqual([]);
    // 50¢ left of a $5 Stripe gift: 5% = 3¢, a tenth of its 45¢ processing fee, 5¢.
    expect(withdrawalAmounts([campaignGift(500, 'stripe', { reversedCents: 450 })])).toEqual({
      grossCents: 50,
      platformFeeCents: 3,
      processingFeesCents: 5,
      netCents: 42,
    });
    // A 30¢ Stripe gift: 2¢ platform, its 31¢ processing fee capped at the 28¢ left.
    expect(withdrawalAmounts([campaignGift(30, 'stripe')]).netCents).toBe(0);
  });

  it('when the provider gave the whole gift back before approval, then the withdrawal is revised to zero and closed without a payout', () => {
    // $5 Stripe gift: 25¢ platform, 45¢ processing when requested.
    given([requested(500, 25, 45)])
      .when({
        type: 'ApproveWithdrawal',
        gifts: givenBack,
        now,
        confirmNewWallet: false,
        quotes: {},
      })
      .then([
        {
          type: 'WithdrawalRevised',
          data: {
            withdrawalId: campaignId,
            campaignId,
            grossCents: 0,
            platformFeeCents: 0,
            processingFeesCents: 0,
            netCents: 0,
            byCurrency: [],
            reason: REVISED_FOR_PROVIDER_REVERSALS,
            revisedAt: at,
          },
        },
        {
          type: 'WithdrawalRejected',
          data: { withdrawalId: campaignId, campaignId, reason: NOTHING_LEFT, rejectedAt: at },
        },
      ]);
  });
});
