import { startFakeProviderServer } from './fake-provider-server';

/** The currencies of ours Stripe charges cards in (lowercase, as its API takes them): not cedis. */
const STRIPE_CURRENCIES = ['usd', 'kes', 'zar', 'ngn', 'gmd'];

/** Stripe's documented answers to the two calls we make, built from the form-encoded request. */
export const startStripeFake = () =>
  startFakeProviderServer(({ method, path, body, headers }) => {
    if (!String(headers.authorization).startsWith('Bearer sk_test_')) {
      return {
        status: 401,
        json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const form = new URLSearchParams(body);
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const currency = String(form.get('line_items[0][price_data][currency]'));
      if (!STRIPE_CURRENCIES.includes(currency))
        return {
          status: 400,
          json: {
            error: {
              type: 'invalid_request_error',
              param: 'line_items[0][price_data][currency]',
              message: `Invalid currency: ${currency}.`,
            },
          },
        };
      const id = `cs_test_${form.get('client_reference_id')}`;
      return {
        status: 200,
        json: {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          customer_email: form.get('customer_email'),
          metadata: {
            paymentId: form.get('metadata[paymentId]'),
            campaignId: form.get('metadata[campaignId]'),
          },
          payment_intent: null,
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
          livemode: false,
        },
      };
    }
    if (
      method === 'GET' &&
      decodeURIComponent(path) === '/v1/payment_intents/pi_test_1?expand[0]=latest_charge'
    ) {
      return {
        status: 200,
        json: {
          id: 'pi_test_1',
          object: 'payment_intent',
          status: 'succeeded',
          latest_charge: {
            id: 'ch_test_1',
            object: 'charge',
            payment_method_details: {
              type: 'card',
              card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
            },
          },
        },
      };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      return {
        status: 200,
        json: {
          id: 're_test_1',
          object: 'refund',
          amount: Number(form.get('amount')),
          currency: 'usd',
          payment_intent: form.get('payment_intent'),
          reason: form.get('reason'),
          metadata: { reason: form.get('metadata[reason]') },
          status: 'pending',
        },
      };
    }
    return undefined;
  });
