import { type FakeRoute, startFakeProviderServer } from './fake-provider-server';

/** Paystack's documented answers to initialize, charge and refund, built from the JSON request. */
export const paystackRoute: FakeRoute = ({ method, path, body, headers }) => {
  if (headers.authorization !== 'Bearer sk_test_paystack') {
    return { status: 401, json: { status: false, message: 'Invalid key' } };
  }
  const request = JSON.parse(body) as Record<string, unknown>;
  if (method === 'POST' && path === '/transaction/initialize') {
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
    const mobileMoney = request.mobile_money as { phone: string };
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
          currency: 'USD',
          merchant_note: request.merchant_note,
          status: 'pending',
        },
      },
    };
  }
  return undefined;
};

export const startPaystackFake = () => startFakeProviderServer(paystackRoute);
