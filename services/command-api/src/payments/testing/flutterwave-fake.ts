import { webhookSender } from '../../testing/webhook-sender';
import { type FakeRoute, startFakeProviderServer } from './fake-provider-server';
import { flutterwaveTransfers } from './flutterwave-transfers';

export const FLUTTERWAVE_SECRET_KEY = 'FLWSECK_TEST-harambee-X';
export const FLUTTERWAVE_SECRET_HASH = 'harambee-flutterwave-webhook-hash';
/** Where Flutterwave's hosted checkout pages live. */
export const FLUTTERWAVE_CHECKOUT_URL = 'https://checkout.flutterwave.com';

/** The currencies each direct-charge endpoint takes, and the countries or networks it names, as documented. */
const CHARGE_RULES: Record<
  string,
  { currencies: string[]; countries?: string[]; networks?: string[] }
> = {
  mobile_money_franco: { currencies: ['XOF', 'XAF'], countries: ['CI', 'SN', 'BF', 'CM'] },
  mobile_money_ghana: { currencies: ['GHS'], networks: ['MTN', 'VODAFONE', 'TIGO'] },
  mpesa: { currencies: ['KES'] },
  mobile_money_rwanda: { currencies: ['RWF'] },
  mobile_money_tanzania: { currencies: ['TZS'] },
  mobile_money_uganda: { currencies: ['UGX'], networks: ['MTN', 'AIRTEL'] },
};
/** ISO 4217 gives these no minor unit: Flutterwave refuses a fraction of one. */
const WHOLE_ONLY = ['XOF', 'XAF', 'RWF', 'UGX'];

export type FlutterwaveCharge = {
  id: number;
  tx_ref: string;
  flw_ref: string;
  amount: number;
  charged_amount: number;
  currency: string;
  status: 'pending' | 'successful' | 'failed';
  payment_type: string;
  created_at: string;
  customer: { email: string; phone_number: string | null };
  card?: { last_4digits: string };
  /** What Flutterwave took, in major units of `currency` as its verify answer gives it: set once the charge succeeds. */
  app_fee?: number;
};

/** Flutterwave's fee on a charge, in major units: 2.9 % on mobile money, 3.8 % on cards (international). */
export const appFeeOf = ({ amount, currency, payment_type }: FlutterwaveCharge) => {
  const fee = amount * (payment_type === 'card' ? 0.038 : 0.029);
  return WHOLE_ONLY.includes(currency) ? Math.round(fee) : Math.round(fee * 100) / 100;
};

const ok = (message: string, data: unknown, meta?: unknown) => ({
  status: 200,
  json: { status: 'success', message, data, ...(meta ? { meta } : {}) },
});
const refused = (message: string) => ({
  status: 400,
  json: { status: 'error', message, data: null },
});

/** A refund as `GET /v3/refunds` lists it: `amount_refunded` in major units, `transaction_id` its charge's id. */
export type ListedRefund = {
  id: number;
  transaction_id: number;
  amount_refunded: number;
  status: 'completed' | 'failed';
};

/** `GET /v3/refunds?id=`: the refunds of the charge with that id (all of them without one), one page. */
export const refundList = (refunds: ListedRefund[], query: URLSearchParams) => {
  const charge = query.get('id');
  const data = refunds
    .filter((refund) => charge === null || String(refund.transaction_id) === charge)
    .map((refund) => ({ ...refund, flw_ref: `URF_${refund.id}`, comment: null }));
  const page_info = { total: data.length, current_page: 1, total_pages: 1, page_size: 20 };
  return ok('Refunds fetched', data, { page_info });
};

/** Flutterwave's v3 charges, hosted payments, verification, refunds and transfers, over the fake's own books. */
export const flutterwaveRoute = (
  charges: Map<number, FlutterwaveCharge>,
  transfers: ReturnType<typeof flutterwaveTransfers>,
): FakeRoute => {
  const open = (request: Record<string, unknown>, paymentType: string) => {
    const id = 7_100_000 + charges.size + 1;
    const made: FlutterwaveCharge = {
      id,
      tx_ref: String(request.tx_ref),
      flw_ref: `FLW-MOCK-${id}`,
      amount: Number(request.amount),
      charged_amount: Number(request.amount),
      currency: String(request.currency),
      status: 'pending',
      payment_type: paymentType,
      created_at: new Date().toISOString(),
      customer: {
        email: String(request.email ?? (request.customer as { email?: string })?.email),
        phone_number: request.phone_number ? String(request.phone_number) : null,
      },
    };
    charges.set(id, made);
    return made;
  };
  const amountRefused = (request: Record<string, unknown>) =>
    typeof request.amount !== 'number' ||
    request.amount <= 0 ||
    (WHOLE_ONLY.includes(String(request.currency)) && !Number.isInteger(request.amount));

  const refunds: ListedRefund[] = [];

  return (received) => {
    const { method, path, headers, body } = received;
    if (headers.authorization !== `Bearer ${FLUTTERWAVE_SECRET_KEY}`)
      return { status: 401, json: { status: 'error', message: 'Invalid authorization key' } };
    const transferAnswer = transfers.answer(received);
    if (transferAnswer) return transferAnswer;
    const url = new URL(path, 'http://flutterwave.test');
    if (method === 'GET' && url.pathname === '/v3/refunds')
      return refundList(refunds, url.searchParams);
    const byId = /^\/v3\/transactions\/(\d+)\/(verify|refund)$/.exec(url.pathname);
    const found = byId ? charges.get(Number(byId[1])) : undefined;
    if (byId && !found)
      return {
        status: 404,
        json: { status: 'error', message: 'No transaction was found for this id' },
      };
    if (method === 'GET' && byId?.[2] === 'verify')
      return ok('Transaction fetched successfully', found);
    const request = JSON.parse(body || '{}') as Record<string, unknown>;
    if (method === 'POST' && byId?.[2] === 'refund') {
      const made: ListedRefund = {
        id: 75_000 + refunds.length + 1,
        transaction_id: found!.id,
        amount_refunded: Number(request.amount),
        status: 'completed',
      };
      refunds.push(made);
      return ok('Transaction refund initiated', {
        id: made.id,
        tx_id: found!.id,
        flw_ref: found!.flw_ref,
        amount_refunded: request.amount,
        status: 'completed',
        destination: 'payment_source',
        created_at: new Date().toISOString(),
      });
    }
    if (method !== 'POST' || amountRefused(request)) return refused('Invalid amount');
    if (url.pathname === '/v3/payments')
      return ok('Hosted Link', {
        link: `${FLUTTERWAVE_CHECKOUT_URL}/v3/hosted/pay/${open(request, 'card').flw_ref}`,
      });
    const rules =
      url.pathname === '/v3/charges' && CHARGE_RULES[url.searchParams.get('type') ?? ''];
    if (!rules) return undefined;
    if (!rules.currencies.includes(String(request.currency))) return refused('Invalid currency');
    if (rules.countries && !rules.countries.includes(String(request.country)))
      return refused('Invalid country');
    if (rules.networks && !rules.networks.includes(String(request.network)))
      return refused('Invalid network');
    const made = open(request, url.searchParams.get('type')!.replace(/_/g, ''));
    return ok('Charge initiated', made, { authorization: { mode: 'callback' } });
  };
};

/**
 * A local stand-in for Flutterwave's v3 API and what happens on its side: the donor approves or declines the prompt,
 * told to our webhook URL as `charge.completed` with the secret hash in `verif-hash`; a transfer ends as
 * `transfer.completed`, and `unansweredTransfers` loses the answer to the next transfer made. `said` lets a test send a
 * webhook whose figures are not the charge's (or a wrong hash), as a forger or a bug would.
 */
export const startFlutterwaveFake = async () => {
  const charges = new Map<number, FlutterwaveCharge>();
  const payouts = flutterwaveTransfers();
  const server = await startFakeProviderServer(flutterwaveRoute(charges, payouts));
  const webhooks = webhookSender();
  const chargeOf = (txRef: string) => [...charges.values()].find((c) => c.tx_ref === txRef)!;
  /** The charge ends: its `charge.completed` webhook as Flutterwave would send it (with `said` over its figures). */
  const completion = (
    txRef: string,
    status: 'successful' | 'failed',
    said: Partial<FlutterwaveCharge> = {},
    hash = FLUTTERWAVE_SECRET_HASH,
  ) => {
    const charge = chargeOf(txRef);
    charge.status = status;
    if (charge.payment_type === 'card') charge.card = { last_4digits: '4081' };
    if (status === 'successful') charge.app_fee = appFeeOf(charge);
    return {
      body: JSON.stringify({ event: 'charge.completed', data: { ...charge, ...said } }),
      headers: { 'content-type': 'application/json', 'verif-hash': hash },
    };
  };
  /** A transfer ends: its `transfer.completed` webhook as Flutterwave would send it. */
  const transferCompletion = (
    reference: string,
    status: 'SUCCESSFUL' | 'FAILED',
    hash = FLUTTERWAVE_SECRET_HASH,
  ) => ({
    body: JSON.stringify({
      event: 'transfer.completed',
      'event.type': 'Transfer',
      data: payouts.settle(reference, status),
    }),
    headers: { 'content-type': 'application/json', 'verif-hash': hash },
  });
  return {
    ...server,
    charges,
    chargeOf,
    transfers: payouts.transfers,
    unansweredTransfers: payouts.unanswered,
    settleTransfer: payouts.settle,
    transferCompletion,
    completeTransfer: (reference: string, status: 'SUCCESSFUL' | 'FAILED') =>
      webhooks.send(transferCompletion(reference, status)),
    sendWebhooksTo: webhooks.sendTo,
    redeliver: webhooks.redeliver,
    completion,
    pay: (txRef: string, said?: Partial<FlutterwaveCharge>, hash?: string) =>
      webhooks.send(completion(txRef, 'successful', said, hash)),
    decline: (txRef: string) => webhooks.send(completion(txRef, 'failed')),
  };
};
export type FlutterwaveFake = Awaited<ReturnType<typeof startFlutterwaveFake>>;
