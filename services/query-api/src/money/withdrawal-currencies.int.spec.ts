import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import {
  campaignEnded,
  payoutInitiated,
  payoutPaid,
  payoutRateQuoted,
  WALLET_LINKED_AT,
  withdrawalApproved,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

// As the command side records them (wallet-currency-payouts.int.spec.ts): $60 by card and KSh 6,467.50 by M-PESA,
// paid out to M-PESA in shillings, the dollars converted at 129.35 less the 1.5% conversion fee.
const shillingsAndDollars = [
  {
    currency: 'KES' as const,
    grossMinor: 646_750,
    platformFeeMinor: 32_338,
    processingFeesMinor: 25_223,
    netMinor: 589_189,
  },
  {
    currency: 'USD' as const,
    grossMinor: 6_000,
    platformFeeMinor: 300,
    processingFeesMinor: 234,
    netMinor: 5_466,
  },
];
const toShillings = {
  from: 'USD' as const,
  amountMinor: 5_466,
  to: 'KES' as const,
  convertedMinor: 707_027,
  feeMinor: 10_605,
};
const mpesaPayout = {
  currency: 'KES' as const,
  amountMinor: 1_285_611,
  conversions: [toShillings],
};

const dollarsOnly = [
  {
    currency: 'USD' as const,
    grossMinor: 50_000,
    platformFeeMinor: 2_500,
    processingFeesMinor: 1_950,
    netMinor: 45_550,
  },
];
const paypal = {
  provider: 'paypal' as const,
  country: 'South Africa',
  maskedAccount: '********4567',
  linkedAt: WALLET_LINKED_AT,
};

describe.each(readStoreKinds())('withdrawals in each currency on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, [
      ...marketplace(),
      campaignEnded('c1', 'funded', 11_000),
      withdrawalRequested(
        'c1',
        'creator-1',
        { grossCents: 11_000, platformFeeCents: 550, processingFeesCents: 429, netCents: 10_021 },
        { byCurrency: shillingsAndDollars },
      ),
      payoutRateQuoted('c1', 'KES', '129.35'),
      withdrawalApproved('c1', 'admin-1', mpesaPayout),
      payoutInitiated('c1', 'TRF_1', 10_021),
      payoutPaid('c1', 'TRF_1', 10_021),
      campaignEnded('c3', 'funded', 50_000),
      withdrawalRequested(
        'c3',
        'creator-2',
        {
          grossCents: 50_000,
          platformFeeCents: 2_500,
          processingFeesCents: 1_950,
          netCents: 45_550,
        },
        { byCurrency: dollarsOnly, wallet: paypal, accountNumber: '+27821234567' },
      ),
    ]);
  });
  afterAll(() => api.stop());

  const listed = async (token: string, campaignId: string) =>
    (await api.get('/v1/withdrawals', token)).body.data.withdrawals.find(
      (withdrawal: { campaignId: string }) => withdrawal.campaignId === campaignId,
    );

  it('when a withdrawal paid to M-PESA is listed, then beside its dollars it has each currency held and the payout in shillings with its conversion and rate', async () => {
    const expected = {
      grossAmount: 110,
      platformFee: 5.5,
      processingFees: 4.29,
      netAmount: 100.21,
      byCurrency: shillingsAndDollars,
      payout: {
        ...mpesaPayout,
        rates: [
          {
            from: 'USD',
            to: 'KES',
            value: '129.35',
            source: 'openexchangerates.org',
            asOf: '2026-11-25T12:00:00.000Z',
            quotedAt: expect.any(String),
          },
        ],
        final: true,
      },
      status: 'paid',
    };
    expect(await listed(api.tokens.creator, 'c1')).toMatchObject(expected);
    expect(await listed(api.tokens.admin, 'c1')).toMatchObject(expected);
  });

  it('when a US-dollar wallet’s withdrawal is listed, then before approval it has no payout, and once approved the payout is in dollars with no conversion', async () => {
    expect(await listed(api.tokens.otherCreator, 'c3')).toMatchObject({
      byCurrency: dollarsOnly,
      payout: null,
      status: 'requested',
    });
    await api.append(
      withdrawalApproved('c3', 'admin-1', {
        currency: 'USD',
        amountMinor: 45_550,
        conversions: [],
      }),
    );
    expect(await listed(api.tokens.admin, 'c3')).toMatchObject({
      netAmount: 455.5,
      payout: { currency: 'USD', amountMinor: 45_550, conversions: [], rates: [], final: true },
      status: 'approved',
    });
  });
});
