import { stripeBook } from '../payments/testing/stripe-book';
import {
  STRIPE_CHECKOUT_URL,
  STRIPE_CURRENCIES,
  stripeRoute,
} from '../payments/testing/stripe-fake';
import { stripeSignature } from '../testing/webhook-sender';
import { createFakePaystack } from './fake-paystack';
import {
  addTo,
  type ByCurrency,
  type Fault,
  type ModelProvider,
  refundCame,
} from './model-provider';
import {
  idempotentReplies,
  STRIPE_MODEL_WEBHOOK_SECRET,
  type StripeAccount,
  stripeFaultOn,
  startedStripeServer,
} from './stripe-server';

const OPEN_DISPUTE = ['needs_response', 'warning_needs_response', 'under_review'];
const stripeError = (status: number, type: string, message: string, code?: string) => ({
  status,
  json: { error: { type, message, ...(code && { code }) } },
});

/**
 * Stripe in the model, card gifts through it: its API on the run's local server (our client speaks Node's HTTP),
 * answering from this sequence's own account (stripe-book: sessions, charges, refunds, disputes and the balance
 * transaction of each, fee included), refusing as Stripe does a refund of more than is left of a charge, replaying a
 * POST's first answer under its idempotency key for 24 hours, with faults queued for the next calls; what happens on
 * Stripe's side told in its signed events. Stripe pays out no wallet here: transfers go through Paystack, whose fake
 * this one carries (its API reached by `fetch`, its books the transfers').
 */
export const createFakeStripe = (clock: () => Date): ModelProvider => {
  const paystack = createFakePaystack();
  const server = startedStripeServer();
  const book = stripeBook({ clock });
  const route = stripeRoute(book, STRIPE_CHECKOUT_URL);
  const idempotent = idempotentReplies(clock);
  const faults: Fault[] = [];
  /** Each checkout's session as its last event carried it: paid (with its payment intent) or expired. */
  const sessions = new Map<
    string,
    {
      money: { currency: string; amountMinor: number };
      paid?: unknown;
      intent?: string;
      expired?: unknown;
    }
  >();
  const disputes: string[] = [];
  /** Our refunds (made through the API), whose answer reached us or not, and whose event was sent. */
  const ours = new Map<string, string>();
  const untold = new Set<string>();
  const announced = new Set<string>();
  /** Our refunds that failed, until the event saying so is answered (Stripe sends it again until then). */
  const failedUntold = new Set<string>();

  const chargeOf = (paymentId: string) => {
    const intent = sessions.get(paymentId)?.intent;
    return intent ? book.chargeOfIntent(intent) : undefined;
  };
  const disputesOf = (chargeId: string) =>
    disputes.map((id) => book.disputeById(id)!).filter((dispute) => dispute.charge === chargeId);
  /** What is left of a charge to give back: what it took less refunds not failed and disputes not won. */
  const leftOf = (chargeId: string) => {
    const made = book.chargeObject(chargeId);
    const held = disputesOf(chargeId)
      .filter((dispute) => dispute.status !== 'won')
      .reduce((sum, dispute) => sum + dispute.amount, 0);
    return made.amount - made.amount_refunded - held;
  };
  const refusedRefund = (body: string) => {
    const form = new URLSearchParams(body);
    const made = book.chargeOfIntent(form.get('payment_intent') ?? '');
    if (!made)
      return stripeError(
        404,
        'invalid_request_error',
        'No such payment_intent',
        'resource_missing',
      );
    const amount = Number(form.get('amount') ?? leftOf(made.id));
    if (
      disputesOf(made.id).some((dispute) => OPEN_DISPUTE.includes(dispute.status)) &&
      amount > leftOf(made.id)
    )
      return stripeError(
        400,
        'invalid_request_error',
        `Charge ${made.id} has been charged back`,
        'charge_disputed',
      );
    if (amount > leftOf(made.id))
      return stripeError(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${leftOf(made.id)})`,
        'amount_too_large',
      );
    return undefined;
  };

  const account: StripeAccount = (request) => {
    const waiting = faults.findIndex(({ on }) => stripeFaultOn(on, request));
    const fault = waiting < 0 ? undefined : faults.splice(waiting, 1)[0]!.fault;
    if (fault === 'down') return 'down';
    const key = request.headers['idempotency-key'] as string | undefined;
    const replayed = request.method === 'POST' ? idempotent.replay(key) : undefined;
    if (replayed && fault === 'lostAnswer') return 'lostAnswer';
    if (replayed) untold.delete((replayed.json as { id?: string }).id ?? '');
    if (replayed) return replayed;
    const isRefund = request.method === 'POST' && request.path.startsWith('/v1/refunds');
    const reply =
      fault === 'error'
        ? stripeError(500, 'api_error', 'An unknown error occurred')
        : (isRefund && refusedRefund(request.body)) ||
          route(request) ||
          stripeError(404, 'invalid_request_error', 'Unrecognized request URL');
    if (isRefund && reply.status === 200) {
      const { id, charge } = reply.json as { id: string; charge: string };
      ours.set(id, charge);
      if (fault === 'lostAnswer') untold.add(id);
    }
    if (request.method === 'POST') idempotent.keep(key, reply);
    if (fault === 'lostAnswer') return 'lostAnswer';
    if (request.method === 'GET' && request.path.startsWith('/v1/refunds'))
      for (const refund of (reply.json as { data: { id: string }[] }).data)
        untold.delete(refund.id);
    return {
      ...reply,
      ...(reply.status === 500 && { headers: { 'stripe-should-retry': 'false' } }),
    };
  };
  server.use(account);

  const signed = (type: string, object: unknown) => {
    const body = JSON.stringify(book.event(type, object));
    return {
      rawBody: Buffer.from(body),
      headers: { 'stripe-signature': stripeSignature(body, STRIPE_MODEL_WEBHOOK_SECRET) },
    };
  };
  const numberOf = (id: string) => Number(/(\d+)$/.exec(id)?.[1]);
  const disputeOf = (disputeId: number) => book.disputeById(disputes[disputeId - 1] ?? '');

  return {
    name: 'stripe',
    charges: (currency) => STRIPE_CURRENCIES.includes(currency.toLowerCase()),
    fetch: paystack.fetch,
    fail: (next) => {
      faults.push(...next.filter(({ on }) => on === '/refund'));
      paystack.fail(next.filter(({ on }) => on !== '/refund'));
    },
    clearFaults: () => {
      faults.splice(0);
      paystack.clearFaults();
    },
    references: paystack.references,
    statusOf: paystack.statusOf,
    settle: paystack.settle,
    transfers: paystack.transfers,
    transferCallback: paystack.transferCallback,
    told: paystack.told,
    /** A Checkout session Stripe opened for our checkout (its reference: our payment id), in the money it charges. */
    openCheckout: (paymentId, money) => {
      book.openSession({
        paymentId,
        amountCents: money.amountMinor,
        currency: money.currency.toLowerCase(),
        campaignId: '',
      });
      sessions.set(paymentId, { money });
    },
    /**
     * The session's event: `checkout.session.completed` once the donor paid (a charge made once, the event sent again
     * however often), `checkout.session.expired` when the donor left it unpaid (it can be paid no more).
     */
    chargeWebhook: (paymentId, succeeded) => {
      const session = sessions.get(paymentId);
      if (!session) return undefined;
      if (!session.paid && !session.expired && succeeded) {
        const paid = book.pay(paymentId);
        Object.assign(session, { paid: paid.object, intent: paid.paymentIntent });
      }
      if (!session.paid && !session.expired)
        session.expired = {
          id: `cs_test_${paymentId}`,
          object: 'checkout.session',
          mode: 'payment',
          status: 'expired',
          payment_status: 'unpaid',
          amount_total: session.money.amountMinor,
          currency: session.money.currency.toLowerCase(),
          client_reference_id: paymentId,
          metadata: { paymentId, method: 'card' },
          payment_intent: null,
        };
      return session.paid
        ? signed('checkout.session.completed', session.paid)
        : signed('checkout.session.expired', session.expired);
    },
    /** Stripe charges exactly what a Checkout session says: never another amount or currency. */
    chargeOtherwise: () => undefined,
    /** `charge.dispute.created`: one dispute per charge, of all that is left of it or half; again when repeated. */
    disputeWebhook: (paymentId, partial) => {
      const made = chargeOf(paymentId);
      if (!made) return undefined;
      const [earlier] = disputesOf(made.id);
      if (earlier)
        return {
          disputeId: disputes.indexOf(earlier.id) + 1,
          ...signed('charge.dispute.created', earlier),
        };
      const left = leftOf(made.id);
      const amount = partial ? Math.floor(left / 2) : left;
      if (amount <= 0) return undefined;
      const dispute = book.openDispute(made.paymentIntent, 'fraudulent', amount);
      disputes.push(dispute.id);
      return { disputeId: disputes.length, ...signed('charge.dispute.created', dispute) };
    },
    disputeOpen: (disputeId) => OPEN_DISPUTE.includes(disputeOf(disputeId)?.status ?? ''),
    /** `charge.dispute.closed`, won (`declined` in Paystack's words) or lost; its first outcome again when repeated. */
    disputeResolved: (disputeId, resolution) => {
      const dispute = disputeOf(disputeId);
      if (!dispute) return undefined;
      const closed = OPEN_DISPUTE.includes(dispute.status)
        ? book.closeDispute(dispute.id, resolution === 'declined' ? 'won' : 'lost')
        : dispute;
      return signed('charge.dispute.closed', closed);
    },
    /** A refund from Stripe's dashboard of `share` quarters of the charge, or what is left: `charge.refunded`. */
    dashboardRefund: (paymentId, share) => {
      const made = chargeOf(paymentId);
      const left = made ? leftOf(made.id) : 0;
      if (!made || left <= 0) return undefined;
      const amountCents = Math.min(left, Math.max(1, Math.round((made.amountCents * share) / 4)));
      book.refund({ paymentIntent: made.paymentIntent, amountCents, status: 'succeeded' });
      return signed('charge.refunded', book.chargeObject(made.id));
    },
    refundedByUs: () =>
      [...sessions.keys()].filter((paymentId) =>
        book.refundsOfCharge(chargeOf(paymentId)?.id ?? '').some(({ id }) => ours.has(id)),
      ),
    refundsOf: (paymentId) =>
      book.refundsOfCharge(chargeOf(paymentId)?.id ?? '').map((refund) => ({
        id: numberOf(refund.id),
        amount: refund.amount,
        status: refund.status,
        refunded_by: ours.has(refund.id) ? 'api' : 'dashboard',
      })),
    /**
     * Stripe settles one of our refunds of a charge (`pick`: which), succeeded or failed (a pending one only), and
     * its `refund.updated` comes as it stands now: again, late (after a later refund of ours), or reordered.
     */
    ourRefundWebhook: (paymentId, pick, failed) => {
      const made = book
        .refundsOfCharge(chargeOf(paymentId)?.id ?? '')
        .filter(({ id }) => ours.has(id));
      const index = pick % Math.max(1, made.length);
      const refund = made[index];
      if (!refund) return undefined;
      const came = refundCame(made, index, announced, failed);
      if (refund.status === 'pending') {
        book.setRefundStatus(refund.id, failed ? 'failed' : 'succeeded');
        if (failed) failedUntold.add(refund.id);
      }
      announced.add(refund.id);
      return {
        came,
        answered: () => {
          untold.delete(refund.id);
          failedUntold.delete(refund.id);
        },
        ...signed('refund.updated', refund),
      };
    },
    /**
     * Stripe's books by currency, from its balance transactions: what donors paid (charges) less what went back to
     * them (refunds, less those that failed; disputes lost: a dispute's money is withdrawn when it opens and held by
     * the bank until it ends, so one still open is added back), of which refunds whose answer we never had; our
     * refunds that failed while the event saying so is not answered yet; the fee
     * it took on each charge. Its transfers are Paystack's.
     */
    books: () => {
      const donors: ByCurrency = {};
      const untoldBack: ByCurrency = {};
      const fees: ByCurrency = {};
      for (const transaction of book.balanceTransactions(false)) {
        const currency = transaction.currency.toUpperCase();
        addTo(donors, currency, transaction.amount);
        addTo(fees, currency, transaction.fee);
      }
      for (const id of disputes) {
        const dispute = book.disputeById(id)!;
        if (OPEN_DISPUTE.includes(dispute.status))
          addTo(donors, dispute.currency.toUpperCase(), dispute.amount);
      }
      const refundOf = (id: string) =>
        book.refundsOfCharge(ours.get(id)!).find((made) => made.id === id)!;
      for (const id of untold) {
        const refund = refundOf(id);
        if (refund.status !== 'failed')
          addTo(untoldBack, refund.currency.toUpperCase(), refund.amount);
      }
      const untoldFailed: ByCurrency = {};
      for (const id of failedUntold) {
        const refund = refundOf(id);
        addTo(untoldFailed, refund.currency.toUpperCase(), refund.amount);
      }
      const { sent, toldSent } = paystack.books();
      return { donors, untoldBack, untoldFailed, sent, toldSent, fees };
    },
  };
};
