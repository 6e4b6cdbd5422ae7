import { say } from '@harambee/messages';
import { accounts } from '@harambee/ledger';
import { campaignEndJob } from '../campaign-end/end-campaign';
import { openCampaign, transferCallback } from '../money-out/testing/paystack-money';
import { paystackRoute } from '../payments/testing/paystack-fake';
import {
  booksOf,
  chargeSucceeded,
  checkout,
  DAY_MS,
  expectEscrowSettled,
  type LocalMoney,
  momo,
  startLocalMoney,
} from '../payments/testing/local-money';
import type { CommandApiUnderTest } from '../testing/command-api-under-test';
import { payoutRateMissing, walletNotPaid } from '../withdrawals/withdrawal';
import { paystackTransfers, paystackTransfersRoute } from './testing/paystack-transfers-fake';
import {
  addWallet,
  approveAndPayOut,
  WALLETS,
  withdraw as requestWithdrawal,
} from '../money-out/testing/money-world';

const transfers = paystackTransfers();
const rates = { KES: 129.35, GHS: 15.4 };
let money: LocalMoney;
let api: CommandApiUnderTest;

beforeAll(async () => {
  const route = paystackTransfersRoute(transfers);
  money = await startLocalMoney({
    rates,
    paystackRoute: (request) => route(request) ?? paystackRoute(request),
  });
  api = money.api;
});
afterAll(() => money.stop());
beforeEach(() => {
  money.shift(0);
  money.publish(rates);
});

const card = { method: 'card' };

/** A gift through Paystack's checkout in the donor's currency, settled by its signed webhook for what it charged. */
const give = async (campaignId: string, fields: Record<string, unknown>) => {
  const started = await checkout(api, campaignId, fields);
  expect(started.status).toBe(201);
  const { paymentId, charge } = started.body.data as {
    paymentId: string;
    charge: { amountMinor: number; currency: string };
  };
  const channel = fields.method === 'card' ? 'card' : 'mobile_money';
  expect((await chargeSucceeded(api, paymentId, charge, channel)).status).toBe(200);
};

const linkWallet = (token: string, country: string, provider: string, accountNumber: string) =>
  addWallet(api, token, { country, provider, accountNumber });
const linkMomo = (token: string) => addWallet(api, token, WALLETS.ghanaMomo);

/** The campaign ends funded and its creator asks for the money. */
const withdraw = async (campaignId: string, token: string) => {
  money.shift(12 * DAY_MS);
  await campaignEndJob.run(api.deps);
  const requested = await requestWithdrawal(api, token, campaignId);
  expect(requested.status).toBe(201);
  return requested.body.data as { withdrawal: Record<string, unknown> };
};

/** An admin approves, and the payouts process sends the transfer. */
const approveAndSend = (campaignId: string) => approveAndPayOut(api, campaignId);

const ofWithdrawal = async (type: string, campaignId: string) =>
  (await api.eventsOfType(type)).filter(
    (event) => event.data.withdrawalId === campaignId || event.data.campaignId === campaignId,
  );

describe('payouts in the wallet’s currency', () => {
  it('a payout to an M-PESA wallet in KES with the conversion shown', async () => {
    const { campaignId, token } = await openCampaign(api);
    await give(campaignId, { ...card, amount: 60, currency: 'USD' });
    // KSh 6,467.50 at 129.35 counts as $50.00.
    await give(campaignId, { ...card, amount: '6467.50', currency: 'KES' });

    // USD: 6,000¢, 5% 300, Paystack 3.9% 234, net 5,466. KES: 646,750, 5% 32,338, the gift's 195¢ fee in
    // shillings 25,223, net 589,189. The dollars at 129.35: 707,027, less 1.5% (10,605): 589,189 + 696,422.
    const byCurrency = [
      {
        currency: 'KES',
        grossMinor: 646_750,
        platformFeeMinor: 32_338,
        processingFeesMinor: 25_223,
        netMinor: 589_189,
      },
      {
        currency: 'USD',
        grossMinor: 6_000,
        platformFeeMinor: 300,
        processingFeesMinor: 234,
        netMinor: 5_466,
      },
    ];
    const conversions = [
      { from: 'USD', amountMinor: 5_466, to: 'KES', convertedMinor: 707_027, feeMinor: 10_605 },
    ];
    const { withdrawal } = await withdraw(campaignId, token);
    expect(withdrawal).toMatchObject({
      grossAmount: 110,
      platformFee: 5.5,
      processingFees: 4.29,
      netAmount: 100.21,
      byCurrency,
      payout: { currency: 'KES', amountMinor: 1_285_611, conversions, final: false },
      status: 'requested',
    });

    const unquoted = await api.eventCount();
    const preview = await api.call(`/v1/withdrawals/${campaignId}/approval-quote`, {
      method: 'POST',
      token: api.adminToken,
    });
    expect(preview.body.data).toMatchObject({
      withdrawal: {
        byCurrency,
        payout: {
          currency: 'KES',
          amountMinor: 1_285_611,
          conversions,
          rates: [{ from: 'USD', to: 'KES', value: '129.35', source: money.rateSource }],
          final: false,
        },
      },
    });
    expect(await api.eventCount()).toBe(unquoted);

    const approved = await approveAndSend(campaignId);
    expect(approved.status).toBe(200);
    const [quoted] = await ofWithdrawal('ExchangeRateQuoted', campaignId);
    expect(quoted!.data).toMatchObject({
      withdrawalId: campaignId,
      from: 'USD',
      to: 'KES',
      value: '129.35',
      source: money.rateSource,
      asOf: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      quotedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const [approval] = await ofWithdrawal('WithdrawalApproved', campaignId);
    expect(approval!.data.payout).toEqual({ currency: 'KES', amountMinor: 1_285_611, conversions });

    const transfer = transfers.transfers.get(campaignId);
    expect(transfer).toMatchObject({ amount: 1_285_611, currency: 'KES' });
    expect((await transferCallback(api, transfers, 'transfer.success', campaignId)).status).toBe(
      200,
    );
    const [paid] = await ofWithdrawal('PayoutPaid', campaignId);
    expect(paid!.data).toMatchObject({
      amountCents: 10_021,
      transfer: { currency: 'KES', amountMinor: 1_285_611, conversionFeeMinor: 10_605 },
    });

    const books = await booksOf(api, campaignId);
    expectEscrowSettled(books, campaignId);
    const payout = books.find((posting) => posting.type === 'PayoutPaid')!;
    expect(payout.entries).toEqual(
      expect.arrayContaining([
        { account: accounts.exchange('USD'), amount: 10_021 },
        { account: accounts.exchange('KES'), amount: -1_296_216, currency: 'KES' },
        { account: expect.stringMatching(/:payouts$/), amount: 1_285_611, currency: 'KES' },
        { account: accounts.conversionFees, amount: 10_605, currency: 'KES' },
      ]),
    );
    // The shillings' gift and its exact minor units are untouched: a refund would still give back 646,750.
    const gift = books.find(
      (posting) =>
        posting.type === 'DonationRecorded' && posting.entries.some((e) => e.currency === 'KES'),
    );
    expect(gift!.entries).toContainEqual({
      account: accounts.exchange('KES'),
      amount: 646_750,
      currency: 'KES',
    });
  });

  it('when the wallet is MoMo and the gifts came in cedis, then the payout is the cedis as they are, nothing converted', async () => {
    const { campaignId, token } = await openCampaign(api);
    expect((await linkMomo(token)).status).toBe(200);
    // GH₵1,540 at 15.4 counts as $100.00.
    await give(campaignId, { ...momo, amount: 1540, currency: 'GHS' });
    const { withdrawal } = await withdraw(campaignId, token);
    // 154,000 pesewas; 5% 7,700; the gift's 390¢ fee in cedis 6,006; net 140,294.
    expect(withdrawal).toMatchObject({
      byCurrency: [
        {
          currency: 'GHS',
          grossMinor: 154_000,
          platformFeeMinor: 7_700,
          processingFeesMinor: 6_006,
          netMinor: 140_294,
        },
      ],
      payout: { currency: 'GHS', amountMinor: 140_294, conversions: [], rates: [] },
    });
    expect((await approveAndSend(campaignId)).status).toBe(200);
    expect(await ofWithdrawal('ExchangeRateQuoted', campaignId)).toEqual([]);
    expect(transfers.transfers.get(campaignId)).toMatchObject({ amount: 140_294, currency: 'GHS' });
    expect(
      JSON.parse(
        money.paystack.received.filter((r) => r.path === '/transferrecipient').at(-1)!.body,
      ),
    ).toMatchObject({ bank_code: 'MTN', currency: 'GHS' });
  });

  it('when the rate source has no rate for the wallet’s currency, then the approval is refused and nothing is written or sent', async () => {
    const { campaignId, token } = await openCampaign(api);
    await give(campaignId, { ...card, amount: 110, currency: 'USD' });
    await withdraw(campaignId, token);
    money.publish({ GHS: 15.4 });
    const before = await api.eventCount();
    const sent = transfers.transfers.size;
    const refused = await approveAndSend(campaignId);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: say('en', payoutRateMissing('KES')) },
    });
    expect(await api.eventCount()).toBe(before);
    expect(transfers.transfers.size).toBe(sent);
  });

  it('when the wallet is Airtel Money in Kenya, which Paystack does not pay, then the quote and the request are refused with a clear message and nothing is written', async () => {
    const { campaignId, token } = await openCampaign(api);
    expect((await linkWallet(token, 'Kenya', 'airtel', '0733123456')).status).toBe(200);
    await give(campaignId, { ...card, amount: 110, currency: 'USD' });
    money.shift(12 * DAY_MS);
    await campaignEndJob.run(api.deps);
    const before = await api.eventCount();
    const message = say('en', walletNotPaid({ provider: 'airtel', country: 'Kenya' }));
    for (const path of ['/v1/withdrawals/quote', '/v1/withdrawals'])
      expect(await api.call(path, { method: 'POST', token, json: { campaignId } })).toMatchObject({
        status: 400,
        body: { message },
      });
    expect(await api.eventCount()).toBe(before);
  });
});
