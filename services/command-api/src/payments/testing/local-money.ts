import {
  accounts,
  balanceOf,
  conservation,
  ledgerEventTypes,
  noNegativeEscrow,
  postingsOf,
} from '@harambee/ledger';
import { paystackSigned, PAYSTACK_SECRET } from '../../money-out/testing/paystack-money';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
} from '../../testing/command-api-under-test';
import { type FakeRoute, startFakeProviderServer } from './fake-provider-server';
import { donor } from './donor';
import { paystackRoute } from './paystack-fake';

export const DAY_MS = 86_400_000;

/** The campaign's books: the postings of its money events. */
export const booksOf = async (api: CommandApiUnderTest, campaignId: string) =>
  postingsOf(await api.deps.store.readByType(ledgerEventTypes, { campaignId }));

/** The campaign's books hold: money kept, no escrow below zero, and nothing left in its escrow. */
export const expectEscrowSettled = (
  books: Awaited<ReturnType<typeof booksOf>>,
  campaignId: string,
) => {
  expect(conservation(books).violations).toEqual([]);
  expect(noNegativeEscrow(books).violations).toEqual([]);
  expect(balanceOf(books, accounts.escrow(campaignId))).toBe(0);
};

export { donor };
export const mpesa = {
  method: 'mobileMoney',
  country: 'KE',
  mobileProvider: 'mpesa',
  phone: '0712345678',
};
export const momo = {
  method: 'mobileMoney',
  country: 'GH',
  mobileProvider: 'mtn',
  phone: '0241234567',
};

type Options = {
  /** The rates from the US dollar the source publishes at first. */
  rates: Record<string, number>;
  /** When they were published; by default as the API's clock reads, so they stay fresh however far it moves. */
  publishedAt?: Date;
  /** Paystack's API as the test needs it (its payments by default). */
  paystackRoute?: FakeRoute;
  /** Settings over Paystack's: another provider's (`PAYMENT_PROVIDER=flutterwave` and its fake's). */
  env?: Record<string, string>;
};

/**
 * The command API charging through a local fake of Paystack, at the rates of a local Open Exchange Rates–style
 * source, on a clock the test moves (`shift`); `publish` changes the rates the source gives from then on.
 */
export const startLocalMoney = async (options: Options) => {
  let shiftMs = 0;
  let published = options.rates;
  const now = () => new Date(Date.now() + shiftMs);
  const paystack = await startFakeProviderServer(options.paystackRoute ?? paystackRoute);
  const rates = await startFakeProviderServer(() => ({
    status: 200,
    json: {
      disclaimer: 'Usage subject to terms',
      license: 'https://openexchangerates.org/license',
      timestamp: Math.floor((options.publishedAt ?? now()).getTime() / 1000),
      base: 'USD',
      rates: published,
    },
  }));
  const api = await startCommandApiUnderTest({
    clock: now,
    env: {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
      PAYSTACK_API_URL: paystack.url,
      FX_RATES_URL: `${rates.url}/api/latest.json`,
      ...options.env,
    },
  });
  return {
    api,
    paystack,
    rates,
    /** The rate source's name, as `ExchangeRateQuoted` and the answers give it. */
    rateSource: new URL(rates.url).host,
    shift: (ms: number) => {
      shiftMs = ms;
    },
    publish: (next: Record<string, number>) => {
      published = next;
    },
    stop: async () => {
      await api.stop();
      await paystack.stop();
      await rates.stop();
    },
  };
};
export type LocalMoney = Awaited<ReturnType<typeof startLocalMoney>>;

/** A donor's checkout on the campaign, with the donor's details and the fields given. */
export const checkout = (api: CommandApiUnderTest, campaignId: string, fields: object) =>
  api.call('/v1/payments/checkout', {
    method: 'POST',
    json: { ...donor, campaignId, ...fields },
  });

/** Paystack's signed charge.success for what it took, in its currency's minor units. */
export const chargeSucceeded = (
  api: CommandApiUnderTest,
  paymentId: string,
  charge: { amountMinor: number; currency: string },
  channel: string,
) => {
  const body = JSON.stringify({
    event: 'charge.success',
    data: {
      reference: paymentId,
      amount: charge.amountMinor,
      currency: charge.currency,
      channel,
      paid_at: new Date().toISOString(),
    },
  });
  return api.call('/v1/payments/webhooks/paystack', {
    method: 'POST',
    body,
    headers: paystackSigned(body),
  });
};
