import type { ProviderTransfer } from '@harambee/ledger';
import { paystackBook } from '../payments/testing/paystack-book';
import { paystackPaymentsRoute } from '../payments/testing/paystack-fake';
import { hmacHex } from '../payments/webhook-signature';
import {
  paystackTransfers,
  paystackTransfersRoute,
} from '../payouts/testing/paystack-transfers-fake';
import { withdrawalOfReference } from '../withdrawals/payout-references';

export const PAYSTACK_SECRET = 'sk_test_paystack';
export const PAYSTACK_URL = 'http://paystack.test';

/**
 * What goes wrong on the way to the provider: `down` (no connection, nothing done), `error` (a 5xx, nothing
 * done), `lostAnswer` (the provider did it, the answer never came: a timeout).
 */
export const FAULTS = ['down', 'error', 'lostAnswer'] as const;
/** Which of Paystack's endpoints a fault waits for: a transfer, its recipient, its verification, a refund. */
export const FAULT_TARGETS = [
  '/transfer',
  '/transferrecipient',
  '/transfer/verify',
  '/refund',
] as const;
export type Fault = { fault: (typeof FAULTS)[number]; on: (typeof FAULT_TARGETS)[number] };

type Headers = Record<string, string>;
/** Minor units of a currency, as Paystack's webhooks carry them. */
type Money = { currency: string; amountMinor: number };

const signed = (body: unknown) => {
  const rawBody = Buffer.from(JSON.stringify(body));
  return {
    rawBody,
    headers: { 'x-paystack-signature': hmacHex('sha512', rawBody, PAYSTACK_SECRET) },
  };
};

/**
 * Paystack in the test's own process, answering as its local fakes do (payments/testing, payouts/testing), with
 * faults queued for the next calls; it keeps every transfer it made, and says later how each one ended.
 */
export const createFakePaystack = () => {
  const state = paystackTransfers();
  const { transfers } = state;
  const transferRoute = paystackTransfersRoute(state);
  const book = paystackBook();
  const paystackRoute = paystackPaymentsRoute(book);
  const faults: Fault[] = [];
  let calls = 0;

  const answer = (method: string, path: string, headers: Headers, body: string) =>
    transferRoute({ method, path, headers, body }) ??
    paystackRoute({ method, path, headers, body }) ?? { status: 404, json: { status: false } };

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    calls += 1;
    const url = new URL(String(input));
    const path = url.pathname.startsWith('/transfer/verify/') ? '/transfer/verify' : url.pathname;
    const waiting = faults.findIndex((fault) => fault.on === path);
    const fault = waiting < 0 ? undefined : faults.splice(waiting, 1)[0]!.fault;
    if (fault === 'down') throw new TypeError('fetch failed');
    if (fault === 'error')
      return new Response(JSON.stringify({ status: false, message: 'Internal error' }), {
        status: 500,
      });
    const { status, json } = answer(
      init.method ?? 'GET',
      `${url.pathname}${url.search}`,
      (init.headers ?? {}) as Headers,
      String(init.body ?? ''),
    );
    if (fault === 'lostAnswer') throw new TypeError('fetch failed: the answer timed out');
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    fetch,
    calls: () => calls,
    fail: (next: readonly Fault[]) => void faults.push(...next),
    clearFaults: () => void faults.splice(0),
    references: () => [...transfers.keys()],
    /** The refunds Paystack made of a payment (our reference), as its book keeps them. */
    refundsOf: (paymentId: string) => book.refundsOf(paymentId),
    /** The provider decides a transfer still pending; a decided one stays as it is. */
    settle: (reference: string, outcome: 'success' | 'failed') => {
      const transfer = transfers.get(reference);
      if (transfer?.status === 'pending') transfer.status = outcome;
    },
    statusOf: (reference: string) => transfers.get(reference)?.status,
    /** What the provider itself says it paid out: the books must agree. */
    transfers: (): ProviderTransfer[] =>
      [...transfers.values()].map(({ reference, status }) => ({
        withdrawalId: withdrawalOfReference(reference),
        reference,
        succeeded: status === 'success',
      })),
    /** The signed `charge.*` webhook of a hosted checkout, in the currency it was charged in. */
    chargeWebhook: (
      paymentId: string,
      { currency, amountMinor }: Money,
      channel: 'card' | 'mobile_money',
      succeeded: boolean,
    ) =>
      signed({
        event: succeeded ? 'charge.success' : 'charge.failed',
        data: { reference: paymentId, amount: amountMinor, currency, channel },
      }),
    /** The signed `charge.dispute.*` webhook of a dispute on a paid checkout (resolved: `declined` is won). */
    disputeWebhook: (
      paymentId: string,
      { currency, amountMinor }: Money,
      disputeId: number,
      resolution?: 'declined' | 'merchant-accepted',
    ) =>
      signed({
        event: resolution ? 'charge.dispute.resolve' : 'charge.dispute.create',
        data: {
          id: disputeId,
          refund_amount: amountMinor,
          currency,
          status: resolution ? 'resolved' : 'awaiting-merchant-feedback',
          resolution: resolution ?? null,
          category: 'fraud',
          dueAt: null,
          resolvedAt: null,
          created_at: null,
          transaction: { reference: paymentId, amount: amountMinor, currency },
        },
      }),
    /** The signed `refund.processed` webhook of a refund made in Paystack's dashboard. */
    refundWebhook: (paymentId: string, { currency, amountMinor }: Money, refundReference: string) =>
      signed({
        event: 'refund.processed',
        data: {
          transaction_reference: paymentId,
          refund_reference: refundReference,
          amount: String(amountMinor),
          currency,
          status: 'processed',
        },
      }),
    /** The signed `transfer.*` callback of a transfer as the provider sees it now (none while it is pending). */
    transferCallback: (reference: string) => {
      const status = transfers.get(reference)?.status;
      if (status !== 'success' && status !== 'failed') return undefined;
      return signed({
        event: `transfer.${status}`,
        data: { reference, reason: status === 'failed' ? 'Account closed' : null },
      });
    },
  };
};
export type FakePaystack = ReturnType<typeof createFakePaystack>;
