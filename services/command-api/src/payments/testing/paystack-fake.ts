import { type FakeRoute, startFakeProviderServer } from './fake-provider-server';

/** Paystack charges M-PESA in shillings only and Ghana's wallets in cedis: anything else is an error, as there. */
const MOBILE_MONEY_CURRENCY: Record<string, string> = {
  mpesa: 'KES',
  mtn: 'GHS',
  vod: 'GHS',
  atl: 'GHS',
};
const CARD_CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD'];

/** Paystack's documented answers to initialize, charge and refund, built from the JSON request. */
export const paystackRoute: FakeRoute = ({ method, path, body, headers }) => {
  if (headers.authorization !== 'Bearer sk_test_paystack') {
    return { status: 401, json: { status: false, message: 'Invalid key' } };
  }
  const request = JSON.parse(body) as Record<string, unknown>;
  if (method === 'POST' && path === '/transaction/initialize') {
    if (!CARD_CURRENCIES.includes(String(request.currency)))
      return {
        status: 400,
        json: { status: false, message: 'Currency not supported by merchant' },
      };
    return {
      status: 200,
      json: {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/ac_${request.reference}`,
          access_code: `ac_${request.reference}`,
          reference: request.reference,
        },
      },
    };
  }
  if (method === 'POST' && path === '/charge') {
    const mobileMoney = request.mobile_money as { phone: string; provider: string };
    if (MOBILE_MONEY_CURRENCY[mobileMoney.provider] !== request.currency)
      return {
        status: 400,
        json: { status: false, message: 'Currency not supported by mobile money provider' },
      };
    return {
      status: 200,
      json: {
        status: true,
        message: 'Charge attempted',
        data: {
          reference: request.reference,
          status: mobileMoney.phone.endsWith('0000') ? 'failed' : 'pay_offline',
          display_text: 'Please complete authorization process on your mobile phone',
        },
      },
    };
  }
  if (method === 'POST' && path === '/refund') {
    return {
      status: 200,
      json: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          id: 3018284,
          transaction: { reference: request.transaction, amount: 10000 },
          amount: request.amount,
          currency: request.currency ?? 'USD',
          merchant_note: request.merchant_note,
          status: 'pending',
        },
      },
    };
  }
  return undefined;
};

export const startPaystackFake = () => startFakeProviderServer(paystackRoute);
