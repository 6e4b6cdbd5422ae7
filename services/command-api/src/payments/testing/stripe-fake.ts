import { CURRENCIES, CURRENCY_CODES } from '@harambee/rules';
import { type ReceivedRequest, startFakeProviderServer } from './fake-provider-server';
import { stripeBook, type StripeBook } from './stripe-book';
import { stripeSignature, webhookSender } from '../../testing/webhook-sender';

/** The currencies of ours Stripe charges cards in (lowercase, as its API takes them), as the rules list them: not cedis. */
export const STRIPE_CURRENCIES = CURRENCY_CODES.filter((code) =>
  (CURRENCIES[code].cardProviders as readonly string[]).includes('stripe'),
).map((code) => code.toLowerCase());

type Answer = { status: number; json: unknown };
const ok = (json: unknown): Answer => ({ status: 200, json });
const list = (data: unknown[], url: string, hasMore = false) =>
  ok({ object: 'list', data, has_more: hasMore, url });

/** Where Stripe's hosted Checkout pages live; a test may serve its own stand-in elsewhere. */
export const STRIPE_CHECKOUT_URL = 'https://checkout.stripe.com';

const createSession = (book: StripeBook, form: URLSearchParams, checkoutUrl: string): Answer => {
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
  const session = book.openSession({
    paymentId: form.get('client_reference_id')!,
    amountCents: Number(form.get('line_items[0][price_data][unit_amount]')),
    currency: form.get('line_items[0][price_data][currency]')!,
    campaignId: form.get('metadata[campaignId]')!,
  });
  return ok({
    id: session.id,
    object: 'checkout.session',
    mode: 'payment',
    status: 'open',
    payment_status: 'unpaid',
    amount_total: session.amountCents,
    currency: session.currency,
    client_reference_id: session.paymentId,
    customer_email: form.get('customer_email'),
    metadata: { paymentId: session.paymentId, campaignId: session.campaignId },
    payment_intent: null,
    success_url: form.get('success_url'),
    cancel_url: form.get('cancel_url'),
    url: `${checkoutUrl}/c/pay/${session.id}`,
    livemode: false,
  });
};

/** The balance transaction of `pi_test_1`'s charge of $25.50: Stripe's 2.9 % + 30¢ is $1.04. */
const TEST_CHARGE_TRANSACTION = {
  id: 'txn_test_1',
  object: 'balance_transaction',
  amount: 2550,
  currency: 'usd',
  fee: 104,
  fee_details: [
    { amount: 104, currency: 'usd', description: 'Stripe processing fees', type: 'stripe_fee' },
  ],
  net: 2446,
  status: 'available',
  type: 'charge',
  source: 'ch_test_1',
};

/** A payment intent we paid through the fake, or the one the provider's own tests name; Stripe knows no other. */
const paymentIntent = (book: StripeBook, id: string, expand: string[]): Answer | undefined => {
  const charge = book.chargeOfIntent(id);
  if (!charge && id !== 'pi_test_1') return undefined;
  const transaction = charge ? book.chargeTransaction(charge.id) : TEST_CHARGE_TRANSACTION;
  return ok({
    id,
    object: 'payment_intent',
    status: 'succeeded',
    latest_charge: {
      id: charge?.id ?? 'ch_test_1',
      object: 'charge',
      balance_transaction: expand.includes('latest_charge.balance_transaction')
        ? (transaction ?? null)
        : (transaction?.id ?? null),
      payment_method_details: {
        type: 'card',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    },
  });
};

/** `GET /v1/balance_transactions`: newest first, `created[gte|lt]`, `limit`, `starting_after`, `expand[]=data.source`. */
const balanceTransactions = (book: StripeBook, query: URLSearchParams): Answer => {
  const gte = Number(query.get('created[gte]') ?? 0);
  const lt = Number(query.get('created[lt]') ?? Number.MAX_SAFE_INTEGER);
  const limit = Number(query.get('limit') ?? 10);
  const expand = [...query.entries()].some(
    ([key, value]) => key.startsWith('expand') && value === 'data.source',
  );
  const all = book.balanceTransactions(expand).filter((t) => t.created >= gte && t.created < lt);
  const after = query.get('starting_after');
  const from = after ? all.findIndex((t) => t.id === after) + 1 : 0;
  const page = all.slice(from, from + limit);
  return list(page, '/v1/balance_transactions', from + limit < all.length);
};

/** `GET /v1/refunds` of a `charge` or a `payment_intent`: newest first, as Stripe lists them. */
const refundList = (book: StripeBook, query: URLSearchParams) => {
  const intent = query.get('payment_intent');
  const refunds = intent
    ? book.refundsOfIntent(intent)
    : book.refundsOfCharge(query.get('charge') ?? '');
  return list(refunds.reverse(), '/v1/refunds');
};

const noSuchDispute = (id: string): Answer => ({
  status: 404,
  json: {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such dispute: '${id}'`,
    },
  },
});
const ANSWERABLE = ['needs_response', 'warning_needs_response'];
const notAnswerable = (status: string): Answer => ({
  status: 400,
  json: {
    error: {
      type: 'invalid_request_error',
      message: `This dispute is ${status} and cannot be changed.`,
    },
  },
});

/** `POST /v1/disputes/{id}/close` (accept: lost) and `POST /v1/disputes/{id}` (evidence, `submit=true`). */
const answerDispute = (book: StripeBook, path: string, form: URLSearchParams) => {
  const found = /^\/v1\/disputes\/([^/]+)(\/close)?$/.exec(path);
  if (!found) return undefined;
  const [, id, close] = found as unknown as [string, string, string | undefined];
  const dispute = book.disputeById(id);
  if (!dispute) return noSuchDispute(id);
  if (!ANSWERABLE.includes(dispute.status)) return notAnswerable(dispute.status);
  if (close) return ok(book.closeDispute(id, 'lost'));
  const evidence = Object.fromEntries(
    [...form.entries()]
      .map(([key, value]) => [/^evidence\[(\w+)\]$/.exec(key)?.[1], value] as const)
      .filter((pair): pair is [string, string] => pair[0] !== undefined),
  );
  return ok(book.updateDispute(id, evidence, form.get('submit') === 'true'));
};

/** Stripe's API for the calls we make, answered from `book` (undefined: no such call). */
export const stripeRoute =
  (book: StripeBook, checkoutUrl: string) => (request: ReceivedRequest) => {
    const { method, path, body, headers } = request;
    if (!String(headers.authorization).startsWith('Bearer sk_test_')) {
      return {
        status: 401,
        json: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      };
    }
    const url = new URL(path, 'http://stripe.test');
    const form = new URLSearchParams(body);
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions')
      return createSession(book, form, checkoutUrl);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && intent && url.searchParams.get('expand[0]') === 'latest_charge')
      return paymentIntent(
        book,
        intent[1]!,
        [...url.searchParams.entries()]
          .filter(([key]) => key.startsWith('expand'))
          .map(([, value]) => value),
      );
    if (method === 'POST' && url.pathname === '/v1/refunds')
      return ok(
        book.refund({
          paymentIntent: form.get('payment_intent')!,
          amountCents: Number(form.get('amount')),
          reason: form.get('reason'),
          metadata: { reason: form.get('metadata[reason]') },
          status: 'pending',
        }),
      );
    if (method === 'GET' && url.pathname === '/v1/refunds')
      return refundList(book, url.searchParams);
    if (method === 'GET' && url.pathname === '/v1/balance_transactions')
      return balanceTransactions(book, url.searchParams);
    if (method === 'POST' && url.pathname.startsWith('/v1/disputes/'))
      return answerDispute(book, url.pathname, form);
    return undefined;
  };

/**
 * A local stand-in for Stripe: its API for the calls we make (checkout sessions, payment intents, refunds, the list of
 * refunds and of balance transactions), and what happens on Stripe's side (a donor pays, disputes, a refund from the
 * dashboard), each told to our webhook URL as a signed event in Stripe's documented format. Its sessions' hosted pages
 * are at `checkoutUrl`.
 */
export const startStripeFake = async ({ checkoutUrl = STRIPE_CHECKOUT_URL } = {}) => {
  const book = stripeBook();
  const server = await startFakeProviderServer(stripeRoute(book, checkoutUrl));
  const webhooks = webhookSender();
  let secret = '';
  const emit = (type: string, object: unknown) => {
    const body = JSON.stringify(book.event(type, object));
    return webhooks.send({
      body,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignature(body, secret),
      },
    });
  };
  return {
    ...server,
    book,
    /** Our webhook endpoint and the secret Stripe signs with. */
    sendWebhooksTo: (url: string, webhookSecret: string) => {
      webhooks.sendTo(url);
      secret = webhookSecret;
    },
    redeliver: webhooks.redeliver,
    /** The donor pays on Checkout: a payment intent and its charge, then `checkout.session.completed`. */
    pay: async (paymentId: string) => {
      const paid = book.pay(paymentId);
      const answer = await emit('checkout.session.completed', paid.object);
      return { ...answer, paymentIntent: paid.paymentIntent };
    },
    /** The donor's bank disputes the charge: Stripe takes the amount back, then `charge.dispute.created`. */
    dispute: (paymentIntentId: string, reason = 'fraudulent') =>
      emit('charge.dispute.created', book.openDispute(paymentIntentId, reason)),
    /** Won: Stripe gives the amount back; lost: it stays with the donor. Then `charge.dispute.closed`. */
    closeDispute: (disputeId: string, status: 'won' | 'lost') =>
      emit('charge.dispute.closed', book.closeDispute(disputeId, status)),
    /** A refund made in Stripe's dashboard: `charge.refunded` (the charge, its refunds asked for separately). */
    refundFromDashboard: (paymentIntentId: string, amountCents: number) => {
      const refund = book.refund({
        paymentIntent: paymentIntentId,
        amountCents,
        status: 'succeeded',
      });
      return emit('charge.refunded', book.chargeObject(refund.charge));
    },
    /** `charge.refunded` as Stripe sends it after any refund, ours through the API included. */
    chargeRefunded: (paymentIntentId: string) =>
      emit('charge.refunded', book.chargeObject(book.chargeOfIntent(paymentIntentId)!.id)),
    /** A refund's later state (`refund.updated`), e.g. one that failed after it was made. */
    updateRefund: (refundId: string, status: 'succeeded' | 'failed') =>
      emit('refund.updated', book.setRefundStatus(refundId, status)),
  };
};
export type StripeFake = Awaited<ReturnType<typeof startStripeFake>>;
