import type { ProviderTransfer } from '@harambee/ledger';
import { bookedMinor, type CurrencyCode, providerAmount } from '@harambee/rules';
import {
  appFeeOf,
  FLUTTERWAVE_SECRET_HASH,
  FLUTTERWAVE_SECRET_KEY,
  type FlutterwaveCharge,
  flutterwaveRoute,
  type ListedRefund,
  refundList,
} from '../payments/testing/flutterwave-fake';
import { flutterwaveTransfers } from '../payments/testing/flutterwave-transfers';
import { withdrawalOfReference } from '../withdrawals/payout-references';
import type { Fault } from './model-provider';
import { addTo, type ByCurrency, type ModelProvider } from './model-provider';

export const FLUTTERWAVE_URL = 'http://flutterwave.test';

/** The currencies its mobile-money charges take (and cards in US dollars). */
const CHARGED = ['USD', 'XOF', 'XAF', 'GHS', 'KES', 'RWF', 'TZS', 'UGX'];

/** Which of our calls a fault in the model's terms waits for: a transfer, its look-up, a refund. */
const FAULT_ON: Record<Fault['on'], (method: string, path: string) => boolean> = {
  '/transfer': (method, path) => method === 'POST' && path === '/v3/transfers',
  '/transfer/verify': (method, path) => method === 'GET' && path.startsWith('/v3/transfers'),
  '/refund': (method, path) => method === 'POST' && /\/refund$/.test(path),
  '/transferrecipient': () => false,
};

const signed = (body: unknown) => ({
  rawBody: Buffer.from(JSON.stringify(body)),
  headers: { 'verif-hash': FLUTTERWAVE_SECRET_HASH },
});

const minorOf = (amount: number, currency: string) =>
  bookedMinor(amount, currency as CurrencyCode, 'flutterwave') ?? Number.NaN;

/**
 * Flutterwave in the test's own process, answering as its local fake does (payments/testing), with faults queued for
 * the next calls, and keeping its own books: the charges it took (in its major units), the refunds it made of them,
 * its transfers. It sends no dispute or refund webhooks (none that we read), and never reverses a transfer.
 */
export const createFakeFlutterwave = (): ModelProvider => {
  const charges = new Map<number, FlutterwaveCharge>();
  const payouts = flutterwaveTransfers();
  const route = flutterwaveRoute(charges, payouts);
  const refunds: { id: number; txRef: string; amountMinor: number; currency: string }[] = [];
  /** Refunds it made whose answer never reached us. */
  const untold = new Set<number>();
  /** The last outcome of each transfer that reached us: a callback we answered, or a look-up's answer. */
  const told = new Map<string, string>();
  const faults: Fault[] = [];
  const chargeOf = (txRef: string) => [...charges.values()].find((c) => c.tx_ref === txRef);
  const left = (charge: FlutterwaveCharge) =>
    minorOf(charge.amount, charge.currency) -
    refunds
      .filter(({ txRef }) => txRef === charge.tx_ref)
      .reduce((sum, { amountMinor }) => sum + amountMinor, 0);

  /** Like Flutterwave, no refund of more than is left of a successful charge; one made is in its books. */
  const refund = (path: string, body: string) => {
    const charge = charges.get(Number(/^\/v3\/transactions\/(\d+)\/refund$/.exec(path)?.[1]));
    if (!charge) return undefined;
    const amountMinor = minorOf(Number(JSON.parse(body || '{}').amount), charge.currency);
    if (charge.status !== 'successful' || !(amountMinor > 0) || amountMinor > left(charge))
      return { status: 400, json: { status: 'error', message: 'Invalid refund amount' } };
    const made = { id: 75_000 + refunds.length + 1, txRef: charge.tx_ref, amountMinor };
    refunds.push({ ...made, currency: charge.currency });
    return {
      status: 200,
      json: {
        status: 'success',
        message: 'Transaction refund initiated',
        data: { id: made.id, tx_id: charge.id, status: 'completed', amount_refunded: 0 },
      },
    };
  };

  /** `GET /v3/refunds?id=`: the charge's refunds, now known to us. */
  const listRefunds = (query: URLSearchParams) => {
    const charge = charges.get(Number(query.get('id')));
    const listed = refunds
      .filter(({ txRef }) => txRef === charge?.tx_ref)
      .map(({ id, amountMinor, currency }): ListedRefund => {
        untold.delete(id);
        const amount = providerAmount(amountMinor, currency as CurrencyCode, 'flutterwave');
        return { id, transaction_id: charge!.id, amount_refunded: amount, status: 'completed' };
      });
    return refundList(listed, query);
  };

  /** What a look-up of transfers told us. */
  const heard = (json: unknown) => {
    const data = (json as { data?: unknown }).data;
    for (const transfer of Array.isArray(data) ? data : data ? [data] : [])
      if (transfer.status === 'SUCCESSFUL' || transfer.status === 'FAILED')
        told.set(transfer.reference, transfer.status);
  };

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = String(init.body ?? '');
    const waiting = faults.findIndex(({ on }) => FAULT_ON[on](method, url.pathname));
    const fault = waiting < 0 ? undefined : faults.splice(waiting, 1)[0]!.fault;
    if (fault === 'down') throw new TypeError('fetch failed');
    if (fault === 'error')
      return new Response(JSON.stringify({ status: 'error', message: 'An error occurred' }), {
        status: 500,
      });
    const made = refunds.length;
    const headers = { authorization: `Bearer ${FLUTTERWAVE_SECRET_KEY}` };
    const path = `${url.pathname}${url.search}`;
    const answer = (method === 'POST' && refund(url.pathname, body)) ||
      (method === 'GET' && url.pathname === '/v3/refunds' && listRefunds(url.searchParams)) ||
      route({ method, path, headers, body }) || { status: 404, json: { status: 'error' } };
    if (fault === 'lostAnswer') {
      for (const { id } of refunds.slice(made)) untold.add(id);
      throw new TypeError('fetch failed: the answer timed out');
    }
    if (method === 'GET' && answer.status === 200) heard(answer.json);
    return new Response(JSON.stringify(answer.json), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  const transferOf = (reference: string) => payouts.transfers.get(reference);
  /** Withdrawals one of whose transfers Flutterwave paid after it said it failed. */
  const paidAfterAll = new Set<string>();

  return {
    name: 'flutterwave',
    charges: (currency) => CHARGED.includes(currency),
    fetch,
    fail: (next) => void faults.push(...next),
    clearFaults: () => void faults.splice(0),
    references: () => [...payouts.transfers.keys()],
    statusOf: (reference) => transferOf(reference)?.status,
    /** Flutterwave ends a transfer, or finds one it said failed went through after all; it reverses none. */
    settle: (reference, outcome) => {
      const status = transferOf(reference)?.status;
      if (outcome === 'success' && (status === 'NEW' || status === 'PENDING'))
        payouts.settle(reference, 'SUCCESSFUL');
      if (outcome === 'failed' && (status === 'NEW' || status === 'PENDING'))
        payouts.settle(reference, 'FAILED', 'Wallet not found');
      if (outcome === 'succeededAfterAll' && status === 'FAILED') {
        payouts.settle(reference, 'SUCCESSFUL');
        paidAfterAll.add(withdrawalOfReference(reference));
      }
    },
    /**
     * What Flutterwave says it paid out, as far as we could know it. A transfer paid after it said it failed makes any
     * retry of its withdrawal money sent twice, nothing we did: there, the books can only know of a success once told.
     */
    transfers: (): ProviderTransfer[] =>
      [...payouts.transfers.values()].map(({ reference, status }) => {
        const withdrawalId = withdrawalOfReference(reference);
        const knowable = !paidAfterAll.has(withdrawalId) || told.get(reference) === 'SUCCESSFUL';
        return { withdrawalId, reference, succeeded: status === 'SUCCESSFUL' && knowable };
      }),
    /** Its `transfer.completed` webhook of a transfer that ended (none while it is open). */
    transferCallback: (reference) => {
      const transfer = transferOf(reference);
      if (transfer?.status !== 'SUCCESSFUL' && transfer?.status !== 'FAILED') return undefined;
      return signed({ event: 'transfer.completed', 'event.type': 'Transfer', data: transfer });
    },
    told: (reference) => {
      const status = transferOf(reference)?.status;
      if (status) told.set(reference, status);
    },
    /** A charge Flutterwave opened for our checkout (`tx_ref`: our payment id), in its major units. */
    openCheckout: (paymentId, { currency, amountMinor }, channel) => {
      const id = 7_100_000 + charges.size + 1;
      const amount = providerAmount(amountMinor, currency as CurrencyCode, 'flutterwave');
      charges.set(id, {
        id,
        tx_ref: paymentId,
        flw_ref: `FLW-MOCK-${id}`,
        amount,
        charged_amount: amount,
        currency,
        status: 'pending',
        payment_type: channel === 'card' ? 'card' : 'mobilemoneyfranco',
        created_at: new Date().toISOString(),
        customer: { email: `donor-${paymentId}@donors.harambee.africa`, phone_number: null },
      });
    },
    /** Its `charge.completed` webhook: the charge ends (once) as the donor decided. */
    chargeWebhook: (paymentId, succeeded) => {
      const charge = chargeOf(paymentId);
      if (!charge) return undefined;
      if (charge.status === 'pending') {
        charge.status = succeeded ? 'successful' : 'failed';
        if (succeeded) charge.app_fee = appFeeOf(charge);
      }
      return signed({ event: 'charge.completed', data: charge });
    },
    chargeOtherwise: (paymentId, amountMinor, currency) => {
      const charge = chargeOf(paymentId);
      if (charge?.status !== 'pending' || !CHARGED.includes(currency)) return;
      const amount = providerAmount(amountMinor, currency as CurrencyCode, 'flutterwave');
      Object.assign(charge, { amount, charged_amount: amount, currency });
    },
    disputeWebhook: () => undefined,
    disputeOpen: () => false,
    disputeResolved: () => undefined,
    dashboardRefund: () => undefined,
    refundedByUs: () => [...new Set(refunds.map(({ txRef }) => txRef))],
    refundsOf: (paymentId) =>
      refunds
        .filter(({ txRef }) => txRef === paymentId)
        .map(({ id, amountMinor }) => ({
          id,
          amount: amountMinor,
          status: 'completed',
          refunded_by: 'api',
        })),
    ourRefundWebhook: () => undefined,
    /**
     * Its books per currency in minor units: donors' successful charges less its refunds, its transfers, and the fee
     * it took on each charge (its verify answer's `app_fee`; its refunds give none back).
     */
    books: () => {
      const donors: ByCurrency = {};
      const untoldBack: ByCurrency = {};
      const fees: ByCurrency = {};
      for (const { status, amount, currency, app_fee: fee } of charges.values())
        if (status === 'successful') {
          addTo(donors, currency, minorOf(amount, currency));
          addTo(fees, currency, minorOf(fee ?? 0, currency));
        }
      for (const { id, amountMinor, currency } of refunds) {
        addTo(donors, currency, -amountMinor);
        if (untold.has(id)) addTo(untoldBack, currency, amountMinor);
      }
      const sent: ByCurrency = {};
      const toldSent: ByCurrency = {};
      for (const { reference, status, amount, currency } of payouts.transfers.values()) {
        const heardPaid = told.get(reference) === 'SUCCESSFUL';
        if (status === 'SUCCESSFUL' || heardPaid) addTo(sent, currency, minorOf(amount, currency));
        if (status === 'SUCCESSFUL' && heardPaid)
          addTo(toldSent, currency, minorOf(amount, currency));
      }
      return { donors, untoldBack, untoldFailed: {}, sent, toldSent, fees };
    },
  };
};
