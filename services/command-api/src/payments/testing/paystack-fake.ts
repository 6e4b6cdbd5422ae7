import {
  paystackTransfers,
  paystackTransfersRoute,
} from '../../payouts/testing/paystack-transfers-fake';
import { type FakeRoute, startFakeProviderServer } from './fake-provider-server';
import { type PaystackBook, paystackBook } from './paystack-book';
import { paystackSignature, webhookSender } from '../../testing/webhook-sender';

/** Paystack charges M-PESA in shillings only and Ghana's wallets in cedis: anything else is an error, as there. */
const MOBILE_MONEY_CURRENCY: Record<string, string> = {
  mpesa: 'KES',
  mtn: 'GHS',
  vod: 'GHS',
  atl: 'GHS',
};
const CARD_CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD'];

const SECRET = 'sk_test_paystack';
const ok = (message: string, data: unknown) => ({
  status: 200,
  json: { status: true, message, data },
});

const refused = (message: string) => ({ status: 400, json: { status: false, message } });

/** Where Paystack's hosted checkout pages live; a test may serve its own stand-in elsewhere. */
export const PAYSTACK_CHECKOUT_URL = 'https://checkout.paystack.com';

const initialize = (book: PaystackBook, request: Record<string, unknown>, checkoutUrl: string) => {
  if (!CARD_CURRENCIES.includes(String(request.currency)))
    return refused('Currency not supported by merchant');
  book.open(String(request.reference), Number(request.amount), String(request.currency), 'card');
  return ok('Authorization URL created', {
    authorization_url: `${checkoutUrl}/ac_${request.reference}`,
    access_code: `ac_${request.reference}`,
    reference: request.reference,
  });
};

const charge = (book: PaystackBook, request: Record<string, unknown>) => {
  const mobileMoney = request.mobile_money as { phone: string; provider: string };
  if (MOBILE_MONEY_CURRENCY[mobileMoney.provider] !== request.currency)
    return refused('Currency not supported by mobile money provider');
  book.open(
    String(request.reference),
    Number(request.amount),
    String(request.currency),
    'mobile_money',
  );
  return ok('Charge attempted', {
    reference: request.reference,
    status: mobileMoney.phone.endsWith('0000') ? 'failed' : 'pay_offline',
    display_text: 'Please complete authorization process on your mobile phone',
  });
};

const refund = (book: PaystackBook, request: Record<string, unknown>) => {
  const made = book.refund(String(request.transaction), Number(request.amount), 'api', 'pending');
  return ok('Refund has been queued for processing', {
    id: made.refund.id,
    transaction: {
      id: made.transaction?.id,
      reference: request.transaction,
      amount: made.transaction?.amount ?? 10000,
    },
    amount: request.amount,
    currency: request.currency ?? 'USD',
    merchant_note: request.merchant_note,
    status: 'pending',
  });
};

const EVIDENCE_FIELDS = ['customer_email', 'customer_name', 'customer_phone', 'service_details'];
const RESOLVE_FIELDS = ['resolution', 'message', 'refund_amount', 'uploaded_filename'];
const missing = (request: Record<string, unknown>, fields: string[]) =>
  fields.find((field) => request[field] === undefined || request[field] === '');

/**
 * `POST /dispute/{id}/evidence` (customer's email, name, phone and the service's details) and
 * `PUT /dispute/{id}/resolve` (merchant-accepted, or declined once evidence was given), as documented.
 */
const answerDispute = (
  book: PaystackBook,
  method: string,
  path: string,
  request: Record<string, unknown>,
) => {
  const found = /^\/dispute\/(\d+)\/(evidence|resolve)$/.exec(path);
  if (!found) return undefined;
  const dispute = book.findDispute(Number(found[1]));
  if (!dispute) return { status: 404, json: { status: false, message: 'Dispute not found' } };
  if (dispute.status === 'resolved') return refused('Dispute has already been resolved');
  if (found[2] === 'evidence' && method === 'POST') {
    const field = missing(request, EVIDENCE_FIELDS);
    if (field) return refused(`${field} is required`);
    const evidence = book.addEvidence(dispute.id, request).evidence;
    return ok('Evidence created', { ...evidence, dispute: dispute.id, id: dispute.id + 1000 });
  }
  if (found[2] !== 'resolve' || method !== 'PUT') return undefined;
  const field = missing(request, RESOLVE_FIELDS);
  if (field) return refused(`${field} is required`);
  const { resolution } = request;
  if (resolution !== 'merchant-accepted' && resolution !== 'declined')
    return refused('Invalid resolution');
  if (resolution === 'declined' && !dispute.evidence)
    return refused('Evidence is required to decline a dispute');
  return ok('Dispute successfully resolved', book.resolve(dispute.id, resolution));
};

/** Paystack's documented answers to initialize, charge, refund, and its lists of transactions and refunds. */
const paymentsRoute =
  (book: PaystackBook, checkoutUrl: string): FakeRoute =>
  ({ method, path, body }) => {
    const url = new URL(path, 'http://paystack.test');
    if (method === 'GET') {
      const one = /^\/transaction\/(\d+)$/.exec(url.pathname);
      const found = one && book.transactionById(Number(one[1]));
      if (found) return ok('Transaction retrieved', found);
      if (url.pathname === '/transaction')
        return { status: 200, json: book.listTransactions(url.searchParams) };
      if (url.pathname === '/refund')
        return { status: 200, json: book.listRefunds(url.searchParams) };
      return undefined;
    }
    const request = JSON.parse(body) as Record<string, unknown>;
    if (method === 'POST' && path === '/transaction/initialize')
      return initialize(book, request, checkoutUrl);
    if (method === 'POST' && path === '/charge') return charge(book, request);
    if (method === 'POST' && path === '/refund') return refund(book, request);
    return answerDispute(book, method, path, request);
  };

const withKey =
  (route: FakeRoute): FakeRoute =>
  (request) =>
    request.headers.authorization === `Bearer ${SECRET}`
      ? route(request)
      : { status: 401, json: { status: false, message: 'Invalid key' } };

/** The payments API alone, with a book of its own (for tests that compose it with others). */
/** Paystack's payment endpoints over a book of its own (or the one given, to read what Paystack did). */
export const paystackPaymentsRoute = (book = paystackBook()): FakeRoute =>
  withKey(paymentsRoute(book, PAYSTACK_CHECKOUT_URL));
export const paystackRoute: FakeRoute = paystackPaymentsRoute();

/** A webhook event as Paystack sends it: `{event, data}`, signed HMAC-SHA512 with the secret key. */
const signedEvent = (event: string, data: unknown) => {
  const body = JSON.stringify({ event, data });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': paystackSignature(body, SECRET),
    },
  };
};

const refundData = (book: PaystackBook, id: number) => {
  const made = book.refundById(id);
  const transaction = book.transactionById(made.transaction)!;
  return {
    status: made.status,
    transaction_reference: transaction.reference,
    refund_reference: made.bankReference,
    amount: String(made.amount),
    currency: made.currency,
    processor: 'mpgs_zen',
    customer: { first_name: null, last_name: null, email: transaction.customer.email },
    integration: 412_829,
    domain: 'test',
  };
};

/**
 * A local stand-in for Paystack: its API (payments, refunds, transfers and their lists), and what happens on its side
 * (a donor pays, a bank disputes, a refund from the dashboard, a transfer settles), each told to our webhook URL as
 * a signed event in Paystack's documented format. Its hosted checkout pages are at `checkoutUrl`.
 */
export const startPaystackFake = async ({ checkoutUrl = PAYSTACK_CHECKOUT_URL } = {}) => {
  const book = paystackBook();
  const transfers = paystackTransfersRoute(paystackTransfers(book.transfers));
  const payments = paymentsRoute(book, checkoutUrl);
  const server = await startFakeProviderServer(
    withKey((request) => transfers(request) ?? payments(request)),
  );
  const webhooks = webhookSender();
  const emit = (event: string, data: unknown) => webhooks.send(signedEvent(event, data));
  return {
    ...server,
    book,
    sendWebhooksTo: webhooks.sendTo,
    redeliver: webhooks.redeliver,
    /** The donor approves: `charge.success`. */
    pay: (reference: string) => {
      const paid = book.pay(reference);
      return emit('charge.success', {
        ...paid,
        authorization: { last4: paid.channel === 'card' ? '4081' : null },
      });
    },
    dispute: (reference: string, category = 'chargeback') =>
      emit('charge.dispute.create', book.dispute(reference, category)),
    remindDispute: (id: number) => emit('charge.dispute.remind', book.disputeById(id)),
    resolveDispute: (id: number, resolution: 'merchant-accepted' | 'declined') =>
      emit('charge.dispute.resolve', book.resolve(id, resolution)),
    /** A refund made in Paystack's dashboard, processed at once: `refund.processed`. */
    refundFromDashboard: (reference: string, amount: number) => {
      const { refund: made } = book.refund(reference, amount, 'admin@harambee.africa', 'processed');
      return emit('refund.processed', refundData(book, made.id));
    },
    /** A queued refund (ours, made through the API) reaches its end: `refund.processed` or `refund.failed`. */
    settleRefund: (id: number, status: 'processed' | 'failed') => {
      book.refundById(id).status = status;
      return emit(`refund.${status}`, refundData(book, id));
    },
  };
};
export type PaystackFake = Awaited<ReturnType<typeof startPaystackFake>>;
