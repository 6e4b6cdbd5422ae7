import type { ProviderTransfer } from '@harambee/ledger';
import { type PaystackBook, paystackBook } from '../payments/testing/paystack-book';
import { paystackPaymentsRoute } from '../payments/testing/paystack-fake';
import { hmacHex } from '../payments/webhook-signature';
import {
  paystackTransfers,
  paystackTransfersRoute,
} from '../payouts/testing/paystack-transfers-fake';
import { withdrawalOfReference } from '../withdrawals/payout-references';
import { type Fault, type Money, refundCame, type TransferOutcome } from './model-provider';
import { paystackMoney } from './paystack-money';

export const PAYSTACK_SECRET = 'sk_test_paystack';
export const PAYSTACK_URL = 'http://paystack.test';

type Headers = Record<string, string>;

/** How Paystack moves a transfer: from which status, to which. */
const TRANSFER_MOVES: Record<TransferOutcome, readonly [string, string]> = {
  success: ['pending', 'success'],
  failed: ['pending', 'failed'],
  reversed: ['success', 'reversed'],
  succeededAfterAll: ['failed', 'success'],
};
type Channel = 'card' | 'mobile_money';

const signed = (body: unknown) => {
  const rawBody = Buffer.from(JSON.stringify(body));
  return {
    rawBody,
    headers: { 'x-paystack-signature': hmacHex('sha512', rawBody, PAYSTACK_SECRET) },
  };
};

type PaystackDispute = ReturnType<PaystackBook['disputeById']>;

/** A dispute's webhook as Paystack sends it: opened, or resolved (`declined` is won). */
const disputeNotice = (dispute: PaystackDispute) =>
  signed({
    event: dispute.resolution ? 'charge.dispute.resolve' : 'charge.dispute.create',
    data: {
      id: dispute.id,
      refund_amount: dispute.refund_amount,
      currency: dispute.currency,
      status: dispute.status,
      resolution: dispute.resolution,
      category: dispute.category,
      dueAt: null,
      resolvedAt: null,
      created_at: null,
      transaction: {
        reference: dispute.transaction.reference,
        amount: dispute.transaction.amount,
        currency: dispute.transaction.currency,
      },
    },
  });

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
  const money = paystackMoney(book, state);
  const faults: Fault[] = [];
  /** Transfers Paystack paid after all once it had said they failed. */
  const paidAfterAll = new Set<string>();
  /** Our refunds whose webhook was sent. */
  const announced = new Set<number>();
  let calls = 0;

  /** Like Paystack, no refund of more than is left of a charge (a dispute's money is held). */
  const refundRefused = (method: string, path: string, body: string) => {
    if (method !== 'POST' || path !== '/refund') return undefined;
    const { transaction, amount } = JSON.parse(body) as { transaction: string; amount?: number };
    const left = money.left(transaction);
    return left > 0 && (amount ?? left) <= left
      ? undefined
      : {
          status: 400,
          json: {
            status: false,
            message: 'Refund amount is more than the transaction amount left',
          },
        };
  };

  const answer = (method: string, path: string, headers: Headers, body: string) =>
    refundRefused(method, path, body) ??
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
    const refunds = money.refundsMade();
    const { status, json } = answer(
      init.method ?? 'GET',
      `${url.pathname}${url.search}`,
      (init.headers ?? {}) as Headers,
      String(init.body ?? ''),
    );
    money.answered(
      init.method ?? 'GET',
      url,
      fault === 'lostAnswer',
      money.refundsMade() - refunds,
    );
    if (fault === 'lostAnswer') throw new TypeError('fetch failed: the answer timed out');
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };

  return {
    name: 'paystack' as const,
    /** The currencies the model's donors pay Paystack in. */
    charges: (currency: string) => ['USD', 'KES', 'GHS', 'ZAR', 'NGN'].includes(currency),
    fetch,
    calls: () => calls,
    fail: (next: readonly Fault[]) => void faults.push(...next),
    clearFaults: () => void faults.splice(0),
    references: () => [...transfers.keys()],
    /** The refunds Paystack made of a payment (our reference), as its book keeps them. */
    refundsOf: (paymentId: string) => book.refundsOf(paymentId),
    /**
     * The provider decides a transfer still pending, reverses one that succeeded, or finds that one it said failed
     * went through after all (a wallet credited late: if another attempt paid it, the money went twice); else it
     * stays as it is.
     */
    settle: (reference: string, outcome: TransferOutcome) => {
      const transfer = transfers.get(reference);
      const [from, to] = TRANSFER_MOVES[outcome];
      if (transfer?.status !== from) return;
      transfer.status = to;
      if (outcome === 'succeededAfterAll') paidAfterAll.add(reference);
    },
    statusOf: (reference: string) => transfers.get(reference)?.status,
    /**
     * What the provider itself says it paid out, as far as we could know it: the books must agree. A transfer paid
     * after Paystack said it failed is nothing we did, and makes any retry of its withdrawal money sent twice: there,
     * the books can only know of a success once told.
     */
    transfers: (): ProviderTransfer[] => {
      const afterAll = new Set([...paidAfterAll].map(withdrawalOfReference));
      return [...transfers.values()].map(({ reference, status }) => {
        const withdrawalId = withdrawalOfReference(reference);
        const knowable = !afterAll.has(withdrawalId) || money.heardPaid(reference);
        return { withdrawalId, reference, succeeded: status === 'success' && knowable };
      });
    },
    /** A hosted checkout opened at Paystack, in the currency it charges. */
    openCheckout: (paymentId: string, { currency, amountMinor }: Money, channel: Channel) =>
      void book.open(paymentId, amountMinor, currency, channel),
    /**
     * The signed `charge.*` webhook of a hosted checkout, in the currency it was charged in (a success charges it),
     * with the fee Paystack took on it (`fees`, null until it succeeds); none for a checkout never opened.
     */
    chargeWebhook: (paymentId: string, succeeded: boolean) => {
      const transaction = book.transactionOf(paymentId);
      if (!transaction) return undefined;
      if (succeeded) money.charge(paymentId);
      const { amount, currency, channel, fees } = transaction;
      return signed({
        event: succeeded ? 'charge.success' : 'charge.failed',
        data: { reference: paymentId, amount, currency, channel, fees },
      });
    },
    /**
     * The signed `charge.dispute.create` webhook of a paid checkout's dispute (of all that is left of it, or half),
     * or of its dispute again; none for a checkout never paid or given back whole.
     */
    disputeWebhook: (paymentId: string, partial: boolean) => {
      const dispute = money.openDispute(paymentId, partial);
      return dispute && { disputeId: dispute.id, ...disputeNotice(dispute) };
    },
    /** A dispute not resolved yet. */
    disputeOpen: (disputeId: number) => !book.disputeById(disputeId).resolution,
    /** The signed `charge.dispute.resolve` webhook (`declined`: won); its first resolution again when repeated. */
    disputeResolved: (disputeId: number, resolution: 'declined' | 'merchant-accepted') => {
      const dispute = money.resolveDispute(disputeId, resolution);
      return dispute && disputeNotice(dispute);
    },
    /**
     * A refund made in Paystack's dashboard of `share` quarters of the charge, or of what is left of it: its
     * signed `refund.processed` webhook, none when nothing is left to give back.
     */
    dashboardRefund: (paymentId: string, share: number) => {
      const transaction = book.transactionOf(paymentId);
      const left = money.left(paymentId);
      if (!transaction || left <= 0) return undefined;
      const amount = Math.min(left, Math.max(1, Math.round((transaction.amount * share) / 4)));
      const { refund } = book.refund(paymentId, amount, 'dashboard', 'processed');
      money.dashboardRefund(refund.id);
      return {
        answered: () => money.refundTold(refund.id),
        ...signed({
          event: 'refund.processed',
          data: {
            transaction_reference: paymentId,
            refund_reference: refund.bankReference,
            amount: String(amount),
            currency: transaction.currency,
            status: 'processed',
          },
        }),
      };
    },
    /** The payments we refunded through Paystack's API (each once). */
    refundedByUs: () => [
      ...new Set(
        book
          .allRefunds()
          .filter((refund) => refund.refunded_by === 'api')
          .map((refund) => refund.transactionReference),
      ),
    ],
    /**
     * Paystack settles one of our own refunds of a charge (`pick`: which), processed or failed (a pending one
     * only): its signed `refund.processed`/`refund.failed` webhook as it stands now, and how it comes: `again` (its
     * webhook came before), `late` (we made a later refund of that charge since), `reordered` (a later refund's
     * webhook came first), `failed`; none when we made no refund of it. Paystack sends it again until it is answered.
     */
    ourRefundWebhook: (paymentId: string, pick: number, failed: boolean) => {
      const ours = book.refundsOf(paymentId).filter((refund) => refund.refunded_by === 'api');
      const index = pick % Math.max(1, ours.length);
      const refund = ours[index];
      if (!refund) return undefined;
      const came = refundCame(ours, index, announced, failed);
      if (refund.status === 'pending') {
        refund.status = failed ? 'failed' : 'processed';
        refund.refunded_at = failed ? null : new Date().toISOString();
        if (failed) money.refundFailed(refund.id);
      }
      announced.add(refund.id);
      return {
        came,
        answered: () => money.refundTold(refund.id),
        ...signed({
          event: `refund.${refund.status}`,
          data: {
            transaction_reference: paymentId,
            refund_reference: refund.status === 'processed' ? refund.bankReference : null,
            amount: String(refund.amount),
            currency: refund.currency,
            status: refund.status,
          },
        }),
      };
    },
    /**
     * The donor's network charges another amount or currency than the checkout was opened for (a wallet that
     * pays what it can, a card billed in its own money): Paystack's book says so, and its webhook.
     */
    chargeOtherwise: (paymentId: string, amountMinor: number, currency: string) => {
      const transaction = book.transactionOf(paymentId);
      if (transaction && !transaction.paid_at)
        Object.assign(transaction, { amount: amountMinor, currency });
    },
    /** A transfer's outcome reached us: its callback was answered. */
    told: money.told,
    /** What Paystack's own books say it moved, per currency. */
    books: money.books,
    /** The signed `transfer.*` callback of a transfer as the provider sees it now (none while it is pending). */
    transferCallback: (reference: string) => {
      const status = transfers.get(reference)?.status;
      if (status !== 'success' && status !== 'failed' && status !== 'reversed') return undefined;
      return signed({
        event: `transfer.${status}`,
        data: { reference, reason: status === 'success' ? null : 'Account closed' },
      });
    },
  };
};
export type FakePaystack = ReturnType<typeof createFakePaystack>;
