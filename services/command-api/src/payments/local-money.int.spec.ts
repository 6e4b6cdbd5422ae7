import { message } from '@harambee/messages';
import { accounts, balanceOf } from '@harambee/ledger';
import { campaignEndJob } from '../campaign-end/end-campaign';
import { moneyOutProcessManagers } from '../money-out';
import { openCampaign } from '../money-out/testing/paystack-money';
import { endOfLog, reactToLog } from '../money-out/testing/react-to-log';
import type { CommandApiUnderTest } from '../testing/command-api-under-test';
import {
  booksOf,
  chargeSucceeded,
  checkout as checkoutOn,
  DAY_MS,
  donor,
  expectEscrowSettled,
  type LocalMoney,
  momo,
  mpesa,
  startLocalMoney,
} from './testing/local-money';

const publishedAt = new Date();
let money: LocalMoney;
let api: CommandApiUnderTest;
let paystack: LocalMoney['paystack'];

beforeAll(async () => {
  // Published once, now: moving the clock on makes them stale.
  money = await startLocalMoney({
    rates: { KES: 129.35, GHS: 15.4, ZAR: 18.05, EUR: 0.92 },
    publishedAt,
  });
  ({ api, paystack } = money);
});
afterAll(() => money.stop());

const checkout = (campaignId: string, fields: Record<string, unknown>) =>
  checkoutOn(api, campaignId, fields);

/** Paystack's signed charge.success for what it took, in its currency's minor units. */
const paid = (paymentId: string, amountMinor: number, currency: string, channel: string) =>
  chargeSucceeded(api, paymentId, { amountMinor, currency }, channel);

const ofPayment = async (type: string, paymentId: string) =>
  (await api.eventsOfType(type)).filter((event) => event.data.paymentId === paymentId);

describe('every donor pays in their own money', () => {
  it('when the donate page asks for the rates, then it gets the source’s, as published, with their source and time', async () => {
    expect(await api.call('/v1/exchange-rates')).toMatchObject({
      status: 200,
      body: {
        data: {
          base: 'USD',
          rates: { KES: '129.35', GHS: '15.4', ZAR: '18.05' },
          source: money.rateSource,
        },
      },
    });
  });

  it('when the rate is older than FX_MAX_AGE_HOURS, then the checkout is refused and nothing is charged or written', async () => {
    const { campaignId } = await openCampaign(api);
    money.shift(2 * DAY_MS);
    const before = await api.eventCount();
    const charges = paystack.received.length;
    const refused = await checkout(campaignId, { ...mpesa, amount: 3234, currency: 'KES' });
    money.shift(0);
    expect(refused).toMatchObject({
      status: 400,
      body: { message: message('en', 'api.rate.stale', { currency: 'KES' }) },
    });
    expect(await api.eventCount()).toBe(before);
    expect(paystack.received).toHaveLength(charges);
  });

  it.each([
    ['a currency we do not take', { ...mpesa, amount: 10, currency: 'EUR' }],
    ['more decimals than shillings have', { ...mpesa, amount: '100.005', currency: 'KES' }],
    ['less than a dollar in shillings', { ...mpesa, amount: 100, currency: 'KES' }],
  ])('when a donor sends %s, then it is refused with a clear message', async (_case, fields) => {
    const { campaignId } = await openCampaign(api);
    const before = await api.eventCount();
    const refused = await checkout(campaignId, fields);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/currency|decimal|minimum/i);
    expect(await api.eventCount()).toBe(before);
  });

  it('when gifts come in shillings by M-PESA, cedis by MoMo and rand by card, then each is charged in its currency, counted in US cents at the quoted rate, and refunded to the exact minor unit', async () => {
    const { campaignId } = await openCampaign(api);
    const gifts = [
      { fields: { ...mpesa, amount: 3234, currency: 'KES' }, minor: 323400, currency: 'KES' },
      { fields: { ...momo, amount: 385, currency: 'GHS' }, minor: 38500, currency: 'GHS' },
      {
        fields: { method: 'card', amount: '451.25', currency: 'ZAR' },
        minor: 45125,
        currency: 'ZAR',
      },
    ];
    const paymentIds: string[] = [];
    for (const gift of gifts) {
      const started = await checkout(campaignId, gift.fields);
      expect(started.status).toBe(201);
      expect(started.body.data).toMatchObject({
        charge: { amountMinor: gift.minor, currency: gift.currency },
        credited: { amount: 25, amountMinor: 2500, currency: 'USD' },
        rate: { asOf: new Date(Math.floor(publishedAt.getTime() / 1000) * 1000).toISOString() },
      });
      const { paymentId } = started.body.data as { paymentId: string };
      paymentIds.push(paymentId);
      const sent = JSON.parse(paystack.received.at(-1)!.body);
      expect(sent).toMatchObject({
        reference: paymentId,
        amount: gift.minor,
        currency: gift.currency,
      });
      const [quoted] = await ofPayment('ExchangeRateQuoted', paymentId);
      expect(quoted!.data).toMatchObject({
        from: 'USD',
        to: gift.currency,
        source: money.rateSource,
      });
      const channel = gift.fields.method === 'card' ? 'card' : 'mobile_money';
      expect((await paid(paymentId, 2500, 'USD', channel)).status).toBe(409);
      expect((await paid(paymentId, gift.minor, gift.currency, channel)).status).toBe(200);
      const [donation, ...more] = await ofPayment('DonationRecorded', paymentId);
      expect(more).toHaveLength(0);
      expect(donation!.data).toMatchObject({
        amountCents: 2500,
        charged: { currency: gift.currency, amountMinor: gift.minor },
      });
    }

    money.shift(12 * DAY_MS);
    const from = await endOfLog(api.deps);
    await campaignEndJob.run(api.deps);
    const [ended] = (await api.eventsOfType('CampaignEnded')).filter(
      (event) => event.data.campaignId === campaignId,
    );
    expect(ended!.data).toMatchObject({ outcome: 'failed', raisedCents: 7_500 });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    money.shift(0);
    const refunds = paystack.received
      .filter((request) => request.path === '/refund')
      .map((request) => JSON.parse(request.body))
      .filter((refund) => paymentIds.includes(refund.transaction));
    expect(
      refunds.map(({ transaction, amount, currency }) => ({ transaction, amount, currency })),
    ).toEqual(
      expect.arrayContaining(
        gifts.map((gift, index) => ({
          transaction: paymentIds[index],
          amount: gift.minor,
          currency: gift.currency,
        })),
      ),
    );
    expect(refunds).toHaveLength(3);

    const books = await booksOf(api, campaignId);
    expectEscrowSettled(books, campaignId);
    const givenBack = books
      .filter((posting) => posting.type === 'DonationRefunded')
      .flatMap((posting) => posting.entries)
      .filter((entry) => entry.account === 'donors:paystack');
    expect(givenBack).toEqual(
      expect.arrayContaining(
        gifts.map((gift) => ({
          account: 'donors:paystack',
          amount: gift.minor,
          currency: gift.currency,
        })),
      ),
    );

    const refundMail = await mailSaying(/KSh\s3,234\.00 \(\$25\.00\)/);
    expect(refundMail.subject).toBe('Your Harambee donation has been refunded');
    expect(refundMail.html).toMatch(/your gift of KSh\s3,234\.00 \(\$25\.00\) has been refunded/);
  });
});

/** The mail to the donor whose text matches, once the sink received it. */
const mailSaying = async (text: RegExp) => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = api.smtp.received.find(
      (received) => received.to.includes(donor.email) && text.test(received.text),
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${donor.email} says ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('a donor who covers the fees', () => {
  it('when donors cover the fees in shillings by M-PESA and in dollars by card, then each is charged the gift plus the fees from the rules, the campaign counts the gift, and a failed campaign gives back everything charged', async () => {
    const { campaignId } = await openCampaign(api);
    const gifts = [
      {
        // KSh 288.45 of fees, raised so the whole charge is whole shillings: M-PESA takes no cents.
        fields: { ...mpesa, amount: 3234, currency: 'KES', coverFees: true },
        cover: { currency: 'KES', amountMinor: 28_900 },
        channel: 'mobile_money',
      },
      {
        fields: { method: 'card', amount: 25, currency: 'USD', coverFees: true },
        cover: { currency: 'USD', amountMinor: 223 },
        channel: 'card',
      },
    ];
    const charges: { paymentId: string; amount: number; currency: string }[] = [];
    for (const gift of gifts) {
      const started = await checkout(campaignId, gift.fields);
      expect(started.status).toBe(201);
      const { paymentId, charge, credited, feeCover } = started.body.data;
      expect(credited.amountMinor).toBe(2_500);
      expect(feeCover).toMatchObject(gift.cover);
      expect(charge.currency).toBe(gift.cover.currency);
      const [checkoutStarted] = await ofPayment('CheckoutStarted', paymentId);
      expect(checkoutStarted!.data.feeCover).toEqual({
        platformFeeCents: 125,
        processingFeeCents: 98,
        charged: gift.cover,
      });
      expect(JSON.parse(paystack.received.at(-1)!.body)).toMatchObject({
        amount: charge.amountMinor,
      });
      expect(
        (await paid(paymentId, charge.amountMinor, charge.currency, gift.channel)).status,
      ).toBe(200);
      const [donation] = await ofPayment('DonationRecorded', paymentId);
      expect(donation!.data).toMatchObject({
        amountCents: 2_500,
        charged: { currency: charge.currency, amountMinor: charge.amountMinor },
        feeCover: { charged: gift.cover },
      });
      charges.push({ paymentId, amount: charge.amountMinor, currency: charge.currency });
    }
    expect(charges[1]!.amount).toBe(2_723);

    money.shift(12 * DAY_MS);
    const from = await endOfLog(api.deps);
    await campaignEndJob.run(api.deps);
    const [ended] = (await api.eventsOfType('CampaignEnded')).filter(
      (event) => event.data.campaignId === campaignId,
    );
    expect(ended!.data).toMatchObject({ outcome: 'failed', raisedCents: 5_000 });
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    money.shift(0);
    const refunds = paystack.received
      .filter((request) => request.path === '/refund')
      .map((request) => JSON.parse(request.body))
      .filter((refund) => charges.some((charge) => charge.paymentId === refund.transaction))
      .map(({ transaction, amount, currency }) => ({ paymentId: transaction, amount, currency }));
    expect(refunds).toEqual(expect.arrayContaining(charges));
    expect(refunds).toHaveLength(2);

    const books = await booksOf(api, campaignId);
    expectEscrowSettled(books, campaignId);
    expect(balanceOf(books, accounts.platformFees)).toBe(0);
    expect(balanceOf(books, accounts.providerFees)).toBe(0);
    const givenBack = books
      .filter((posting) => posting.type === 'DonationRefunded')
      .flatMap((posting) => posting.entries)
      .filter((entry) => entry.account === 'donors:paystack')
      .reduce<Record<string, number>>((sums, entry) => {
        const currency = entry.currency ?? 'USD';
        return { ...sums, [currency]: (sums[currency] ?? 0) + entry.amount };
      }, {});
    expect(givenBack).toEqual(
      Object.fromEntries(charges.map((charge) => [charge.currency, charge.amount])),
    );
  });
});
