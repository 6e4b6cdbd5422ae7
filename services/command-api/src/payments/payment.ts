import type { Words } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { NotFoundError, RuleBrokenError } from '@harambee/platform';
import type { Decider } from '../core/decider';
import { type CurrencyCode, isCurrencyCode } from '@harambee/rules';
import { type DisputeFees, feeReturned, feeTaken } from '../disputes/dispute-fees';
import { REFUND_FAILED_AT_PROVIDER } from '../disputes/gift-at-provider';
import type { PaymentOutcome } from './payment-provider';

export type PaymentEvent = EventOf<
  | 'ExchangeRateQuoted'
  | 'CheckoutStarted'
  | 'PaymentSucceeded'
  | 'PaymentFailed'
  | 'PaymentMismatchDetected'
  | 'PaymentRefundRequested'
  | 'PaymentRefunded'
  | 'PaymentRefundFailed'
  | 'PaymentRefundReversed'
  | 'PaymentRefundedByProvider'
  | 'PaymentDisputeOpened'
  | 'PaymentDisputeClosed'
>;
export type Checkout = EventOf<'CheckoutStarted'>['data'];
export type RateQuoted = EventOf<'ExchangeRateQuoted'>['data'];

export type PaymentState =
  | { status: 'none' }
  | {
      status: 'pending' | 'succeeded' | 'failed';
      checkout: Checkout;
      last4: string | null;
      /** The provider's id for the money that moved, once it did: what a refund is asked with. */
      paidReference: string | null;
      /** A payment that came after its campaign stopped taking gifts is refunded instead. */
      refund: 'none' | 'requested' | 'refunded' | 'failed';
      /** The provider's outcomes that did not match the checkout, each alerted once (`mismatchKey`). */
      mismatches: string[];
      /** Money a mismatched outcome says moved, in a currency we can give back: refunded instead of kept. */
      mismatchedMoney: MismatchedMoney | null;
      /** Our refund as last asked for, and its provider's id once made: what a `refund.failed` takes back. */
      ourRefund: { charged: Charged; reference: string | null } | null;
      /** Money held unallocated, as booked: what succeeded, and each mismatched outcome's money that moved. */
      held: Charged[];
      /** Refunds made in the provider's dashboard, by reference: the money each gave back. */
      providerRefunds: Record<string, Charged>;
      /** Disputes of the payment by id: the money each holds (open), gave back (lost) or let go (won). */
      disputes: Record<string, { charged: Charged; status: 'open' | 'won' | 'lost' }>;
    };
type MismatchedMoney = { providerReference: string; charged: Charged; amountCents: number };
type Charged = { currency: CurrencyCode; amountMinor: number };

/** One provider outcome: its reference and the money it says moved. */
const mismatchKey = (
  providerReference: string,
  received: { amountCents: number; currency: string },
) => `${providerReference}:${received.amountCents}:${received.currency.toLowerCase()}`;

export const evolve = (state: PaymentState, event: PaymentEvent): PaymentState => {
  switch (event.type) {
    case 'CheckoutStarted':
      return {
        status: 'pending',
        checkout: event.data,
        last4: null,
        paidReference: null,
        refund: 'none',
        mismatches: [],
        mismatchedMoney: null,
        ourRefund: null,
        held: [],
        providerRefunds: {},
        disputes: {},
      };
    case 'PaymentSucceeded':
      return state.status === 'none'
        ? state
        : {
            ...state,
            status: 'succeeded',
            held: [...state.held, chargeOf(event.data)],
            last4: event.data.last4,
            paidReference: event.data.providerReference,
          };
    case 'PaymentFailed':
      return state.status === 'none' ? state : { ...state, status: 'failed' };
    case 'ExchangeRateQuoted':
      return state;
    case 'PaymentMismatchDetected':
      return state.status === 'none'
        ? state
        : {
            ...state,
            mismatches: [
              ...state.mismatches,
              mismatchKey(event.data.providerReference, event.data.received),
            ],
            mismatchedMoney: state.mismatchedMoney ?? givenBackMoney(state.checkout, event.data),
            held: [...state.held, ...movedMoney(event.data)],
          };
    case 'PaymentRefundRequested':
      return state.status === 'none'
        ? state
        : {
            ...state,
            refund: 'requested',
            ourRefund: { charged: chargeOf(event.data), reference: null },
          };
    case 'PaymentRefunded':
      return state.status === 'none' || !state.ourRefund
        ? state
        : {
            ...state,
            refund: 'refunded',
            ourRefund: { ...state.ourRefund, reference: event.data.refundReference },
          };
    case 'PaymentRefundFailed':
      return state.status === 'none' ? state : { ...state, refund: 'failed' };
    // Owed again: asked for once more by the late-payment refunds.
    case 'PaymentRefundReversed':
      return state.status === 'none' || !state.ourRefund
        ? state
        : { ...state, refund: 'requested', ourRefund: { ...state.ourRefund, reference: null } };
    case 'PaymentRefundedByProvider':
      return state.status === 'none' ? state : byProvider(state, event.data);
    case 'PaymentDisputeOpened':
      return state.status === 'none'
        ? state
        : {
            ...state,
            disputes: {
              ...state.disputes,
              [event.data.disputeId]: { charged: event.data.charged, status: 'open' },
            },
          };
    case 'PaymentDisputeClosed':
      return state.status === 'none' ? state : disputeClosed(state, event.data);
  }
};

type Held = Exclude<PaymentState, { status: 'none' }>;

/**
 * Money the provider gave back on its own side leaves less for ours to give back: one asked for and not made yet asks
 * only for the rest, and none is owed once nothing is left.
 */
const lessToAsk = (state: Held, { currency, amountMinor }: Charged): Partial<Held> => {
  const asked =
    state.refund === 'requested' && state.ourRefund?.charged.currency === currency
      ? state.ourRefund
      : null;
  if (!asked) return {};
  const rest = asked.charged.amountMinor - amountMinor;
  return rest > 0
    ? { ourRefund: { ...asked, charged: { ...asked.charged, amountMinor: rest } } }
    : { refund: 'refunded' as const, ourRefund: null };
};

const byProvider = (
  state: Held,
  { refundReference, charged }: EventOf<'PaymentRefundedByProvider'>['data'],
): Held => ({
  ...state,
  providerRefunds: { ...state.providerRefunds, [refundReference]: charged },
  ...lessToAsk(state, charged),
});

/** A dispute lost gave its money to the donor, so our refund asks for less; one won leaves it to our refund. */
const disputeClosed = (
  state: Held,
  { disputeId, charged, outcome }: EventOf<'PaymentDisputeClosed'>['data'],
): Held => ({
  ...state,
  disputes: { ...state.disputes, [disputeId]: { charged, status: outcome } },
  ...(outcome === 'lost' ? lessToAsk(state, charged) : {}),
});

/** A dispute still open holds money the provider will not refund: our refund waits for its end. */
export const disputeOpen = (state: PaymentState) =>
  state.status !== 'none' &&
  Object.values(state.disputes).some((dispute) => dispute.status === 'open');

export type LateRefundResult =
  { refunded: true; refundReference: string } | { refunded: false; reason: string };

export type PaymentCommand =
  | { type: 'StartCheckout'; data: Checkout; rates?: RateQuoted[] }
  | { type: 'SettlePayment'; outcome: PaymentOutcome; now: Date }
  | { type: 'RefundLatePayment'; reason: string; now: Date }
  | { type: 'RecordLateRefund'; result: LateRefundResult; now: Date }
  /**
   * The provider says our refund failed after it was made (`reason`: a message key); `failed`, where the provider
   * names them, the references of its refunds that failed, so a repeated notice of an earlier one takes back no later one.
   */
  | { type: 'ReverseLateRefund'; reason: string; failed?: string[]; now: Date }
  | { type: 'RecordProviderRefund'; refund: ProviderRefund; now: Date }
  /** `failed`, where the provider lists them: its refunds of the payment that failed (see `openDispute`). */
  | { type: 'OpenPaymentDispute'; dispute: PaymentDispute; failed?: string[]; now: Date }
  | {
      type: 'ClosePaymentDispute';
      dispute: PaymentDispute;
      outcome: 'won' | 'lost';
      failed?: string[];
      now: Date;
    };

/** A dispute at the provider, as its webhook says: its id, the charge's minor units it holds, and the bank's reason. */
export type PaymentDispute = {
  disputeId: string;
  currency: string;
  amountMinor: number;
  reason: string;
  fees?: DisputeFees;
};

/** A refund made in the provider's dashboard, as its webhook says: its reference and the charge's minor units. */
export type ProviderRefund = { refundReference: string; currency: string; amountMinor: number };

export const ONLY_PAID_REFUNDED: Words = { key: 'api.payment.onlyPaidRefunded' };

export const PAYMENT_NOT_FOUND: Words = { key: 'api.payment.notFound' };
/** What the checkout asked the provider to take: older checkouts were all in US cents. */
export const chargeOf = (checkout: Pick<Checkout, 'amountCents' | 'charged'>) =>
  checkout.charged ?? { currency: 'USD' as const, amountMinor: checkout.amountCents };

/**
 * What a mismatched outcome that moved money gives back: the minor units taken, in the checkout's currency (their
 * dollars at its quote) or in US dollars; money in another currency is left to an admin (alerted).
 */
const givenBackMoney = (
  checkout: Checkout,
  { providerReference, received, moved }: EventOf<'PaymentMismatchDetected'>['data'],
): MismatchedMoney | null => {
  const currency = received.currency.toUpperCase();
  const charge = chargeOf(checkout);
  if (!moved || received.amountCents <= 0) return null;
  if (currency === charge.currency)
    return {
      providerReference,
      charged: { currency: charge.currency, amountMinor: received.amountCents },
      amountCents: Math.round((checkout.amountCents * received.amountCents) / charge.amountMinor),
    };
  if (currency === 'USD')
    return {
      providerReference,
      charged: { currency: 'USD', amountMinor: received.amountCents },
      amountCents: received.amountCents,
    };
  return null;
};

export const paymentMismatch = (checkout: Checkout): Words => {
  const { currency, amountMinor } = chargeOf(checkout);
  const { paymentId, campaignId } = checkout;
  return {
    key: 'api.payment.mismatch',
    values: { paymentId, amountMinor: String(amountMinor), currency, campaignId },
  };
};

const matchesCheckout = (checkout: Checkout, outcome: PaymentOutcome) =>
  outcome.amountCents === chargeOf(checkout).amountMinor &&
  outcome.currency.toUpperCase() === chargeOf(checkout).currency &&
  outcome.provider === checkout.provider &&
  outcome.method === checkout.method;

/** The fee the provider says it took, kept when it is in a currency the books know. */
const providerFeeOf = ({ providerFee }: PaymentOutcome) => {
  const currency = providerFee?.currency.toUpperCase();
  return providerFee && currency && isCurrencyCode(currency)
    ? { providerFee: { currency, amountMinor: providerFee.amountMinor } }
    : {};
};

/**
 * A payment settles once. Retries of the same outcome change nothing; a failure after success changes
 * nothing (the money moved). A success after a failure is taken: the provider's word that money moved wins
 * (a timed-out mobile-money prompt the donor approves late, a card retried on the same hosted page).
 */
const settle = (state: PaymentState, outcome: PaymentOutcome, now: Date): PaymentEvent[] => {
  if (state.status === 'none') throw new NotFoundError({ key: 'api.payment.notFound' });
  const { checkout } = state;
  const settlement = {
    paymentId: checkout.paymentId,
    provider: outcome.provider,
    providerReference: outcome.providerReference,
    method: outcome.method,
    last4: outcome.last4 ?? null,
  };
  if (!matchesCheckout(checkout, outcome)) {
    // The provider retries what we refuse: the same outcome again is refused again, and alerted only once.
    if (state.mismatches.includes(mismatchKey(outcome.providerReference, outcome)))
      throw new RuleBrokenError(paymentMismatch(checkout));
    return [
      {
        type: 'PaymentMismatchDetected',
        data: {
          paymentId: checkout.paymentId,
          provider: outcome.provider,
          providerReference: outcome.providerReference,
          expected: {
            campaignId: checkout.campaignId,
            amountCents: checkout.amountCents,
            charged: checkout.charged,
          },
          received: { amountCents: outcome.amountCents, currency: outcome.currency },
          moved: outcome.status === 'succeeded',
          ...(outcome.status === 'succeeded' && providerFeeOf(outcome)),
          detectedAt: now.toISOString(),
        },
      },
    ];
  }
  if (outcome.status === 'succeeded') {
    if (state.status === 'succeeded') return [];
    return [
      {
        type: 'PaymentSucceeded',
        data: {
          ...settlement,
          campaignId: checkout.campaignId,
          amountCents: checkout.amountCents,
          charged: checkout.charged,
          ...providerFeeOf(outcome),
          succeededAt: now.toISOString(),
        },
      },
    ];
  }
  if (state.status !== 'pending') return [];
  return [{ type: 'PaymentFailed', data: { ...settlement, failedAt: now.toISOString() } }];
};

/** The money a refund of this payment gives back: what succeeded, else what a mismatched outcome took. */
const moneyToGiveBack = (state: Exclude<PaymentState, { status: 'none' }>) => {
  const { checkout } = state;
  if (state.status === 'succeeded' && state.paidReference)
    return {
      providerReference: state.paidReference,
      amountCents: checkout.amountCents,
      charged: checkout.charged,
    };
  return state.status === 'succeeded' ? null : state.mismatchedMoney;
};

const sumIn = (all: Charged[], currency: string) =>
  all.reduce((sum, money) => sum + (money.currency === currency ? money.amountMinor : 0), 0);
const disputed = (state: Held, currency: string, status: 'open' | 'lost') =>
  sumIn(
    Object.values(state.disputes)
      .filter((dispute) => dispute.status === status)
      .map(({ charged }) => charged),
    currency,
  );
/** Minor units of the held money the provider gave back on its own side: its dashboard's refunds, disputes lost. */
const givenBackByProvider = (state: Held, currency: string) =>
  sumIn(Object.values(state.providerRefunds), currency) + disputed(state, currency, 'lost');
/** What disputes still open hold back: the provider refunds none of it until they close. */
const heldByDisputes = (state: Held, currency: string) => disputed(state, currency, 'open');

/** The money a mismatched outcome moved, in a currency the books know: held unallocated as it came. */
const movedMoney = ({ moved, received }: EventOf<'PaymentMismatchDetected'>['data']): Charged[] => {
  const currency = received.currency.toUpperCase();
  return moved && received.amountCents > 0 && isCurrencyCode(currency)
    ? [{ currency, amountMinor: received.amountCents }]
    : [];
};

/** What is left to give back after the provider's dashboard refunds: its US cents as their share of the charge. */
const leftToGiveBack = (state: Held, money: NonNullable<ReturnType<typeof moneyToGiveBack>>) => {
  const charge = chargeOf(money);
  const left = charge.amountMinor - givenBackByProvider(state, charge.currency);
  return {
    ...money,
    amountCents: Math.round((money.amountCents * left) / charge.amountMinor),
    charged: { currency: charge.currency, amountMinor: left },
  };
};

/** Once per payment: a repeat (a retried webhook) asks for nothing more, nor one the provider gave back whole. */
const refundLate = (state: PaymentState, reason: string, now: Date): PaymentEvent[] => {
  const money = state.status === 'none' ? null : moneyToGiveBack(state);
  if (state.status === 'none' || !money) throw new RuleBrokenError(ONLY_PAID_REFUNDED);
  const left = leftToGiveBack(state, money);
  if (state.refund !== 'none' || left.charged.amountMinor <= 0) return [];
  const { paymentId, campaignId, provider } = state.checkout;
  return [
    {
      type: 'PaymentRefundRequested',
      data: {
        paymentId,
        campaignId,
        ...(money.charged ? left : { ...left, charged: undefined }),
        provider,
        reason,
        requestedAt: now.toISOString(),
      },
    },
  ];
};

/**
 * Our refund, made and booked, failed at the provider: booked back unallocated and owed again (a repeat, or a notice
 * of an earlier refund that failed while this one stands: nothing).
 */
const reverseLateRefund = (
  state: PaymentState,
  { reason, failed, now }: Extract<PaymentCommand, { type: 'ReverseLateRefund' }>,
): PaymentEvent[] => {
  if (state.status === 'none' || state.refund !== 'refunded' || !state.ourRefund?.reference)
    return [];
  if (failed && !failed.includes(state.ourRefund.reference)) return [];
  return [
    {
      type: 'PaymentRefundReversed',
      data: {
        paymentId: state.checkout.paymentId,
        refundReference: state.ourRefund.reference,
        charged: state.ourRefund.charged,
        reason,
        reversedAt: now.toISOString(),
      },
    },
  ];
};

/**
 * Whether the provider can move `amountMinor` more of the money held unallocated in `currency`: what is left once its
 * refunds, its disputes (open or lost) and our refund made are counted as gone.
 */
const fitsHeld = (state: Held, currency: string, amountMinor: number) => {
  const ours =
    state.refund === 'refunded' && state.ourRefund?.charged.currency === currency
      ? state.ourRefund.charged.amountMinor
      : 0;
  const left =
    sumIn(state.held, currency) -
    givenBackByProvider(state, currency) -
    heldByDisputes(state, currency) -
    ours;
  return amountMinor > 0 && amountMinor <= left;
};

export const PAYMENT_DISPUTE_EXCEEDS_PAYMENT: Words = { key: 'api.payment.providerDisputeExceeds' };

const disputeEvent = (state: Held, { disputeId, currency, amountMinor }: PaymentDispute) => ({
  paymentId: state.checkout.paymentId,
  provider: state.checkout.provider,
  disputeId,
  charged: { currency: currency.toUpperCase() as CurrencyCode, amountMinor },
});

/**
 * A dispute of a payment held unallocated, once per id: the provider holds its money, no more than is left of the
 * money held in its currency; refused otherwise (the caller alerts). The provider opens none of money it gave back:
 * one for more than is left only because our refund counts as made, a refund it lists as `failed`, books that refund
 * back first (its own notice answered 5xx, or still on its way), in the same decision, so nothing asks for it again
 * before the dispute holds the money.
 */
const openDispute = (
  state: PaymentState,
  dispute: PaymentDispute,
  now: Date,
  failed?: string[],
): PaymentEvent[] => {
  if (state.status === 'none') throw new RuleBrokenError(ONLY_PAID_REFUNDED);
  if (dispute.disputeId in state.disputes) return [];
  const currency = dispute.currency.toUpperCase();
  if (!isCurrencyCode(currency)) throw new RuleBrokenError(PAYMENT_DISPUTE_EXCEEDS_PAYMENT);
  const fits = (held: Held) => fitsHeld(held, currency, dispute.amountMinor);
  const reason = REFUND_FAILED_AT_PROVIDER;
  const back =
    fits(state) || !failed
      ? []
      : reverseLateRefund(state, { type: 'ReverseLateRefund', reason, failed, now });
  const held = back.reduce(evolve, state);
  if (held.status === 'none' || !fits(held))
    throw new RuleBrokenError(PAYMENT_DISPUTE_EXCEEDS_PAYMENT);
  return [
    ...back,
    {
      type: 'PaymentDisputeOpened',
      data: {
        ...disputeEvent(state, dispute),
        reason: dispute.reason,
        ...feeTaken(dispute.fees),
        openedAt: now.toISOString(),
      },
    },
  ];
};

/** A dispute closes once, with the money it held; one whose opening never reached us is opened with it. */
const closeDispute = (
  state: PaymentState,
  { dispute, outcome, failed, now }: Extract<PaymentCommand, { type: 'ClosePaymentDispute' }>,
): PaymentEvent[] => {
  if (state.status === 'none') throw new RuleBrokenError(ONLY_PAID_REFUNDED);
  const known = state.disputes[dispute.disputeId];
  if (known && known.status !== 'open') return [];
  const opened = known ? [] : openDispute(state, dispute, now, failed);
  const held = known?.charged ?? disputeEvent(state, dispute).charged;
  return [
    ...opened,
    {
      type: 'PaymentDisputeClosed',
      data: {
        ...disputeEvent(state, dispute),
        charged: held,
        outcome,
        ...feeReturned(dispute.fees),
        closedAt: now.toISOString(),
      },
    },
  ];
};

export const PROVIDER_REFUND_EXCEEDS_PAYMENT: Words = { key: 'api.payment.providerRefundExceeds' };

/**
 * A dashboard refund of a payment held unallocated, once per reference: booked when it is no more than is left of
 * the money held in its currency (our refund made counts as gone); refused otherwise (the caller alerts).
 */
const recordProviderRefund = (
  state: PaymentState,
  refund: ProviderRefund,
  now: Date,
): PaymentEvent[] => {
  if (state.status === 'none') throw new RuleBrokenError(ONLY_PAID_REFUNDED);
  if (refund.refundReference in state.providerRefunds) return [];
  const currency = refund.currency.toUpperCase();
  if (!isCurrencyCode(currency) || !fitsHeld(state, currency, refund.amountMinor))
    throw new RuleBrokenError(PROVIDER_REFUND_EXCEEDS_PAYMENT);
  return [
    {
      type: 'PaymentRefundedByProvider',
      data: {
        paymentId: state.checkout.paymentId,
        provider: state.checkout.provider,
        refundReference: refund.refundReference,
        charged: { currency, amountMinor: refund.amountMinor },
        refundedAt: now.toISOString(),
      },
    },
  ];
};

const recordLateRefund = (
  state: PaymentState,
  result: LateRefundResult,
  now: Date,
): PaymentEvent[] => {
  if (state.status === 'none' || state.refund !== 'requested') return [];
  const { paymentId } = state.checkout;
  return result.refunded
    ? [
        {
          type: 'PaymentRefunded',
          data: {
            paymentId,
            refundReference: result.refundReference,
            ...(state.ourRefund && { charged: state.ourRefund.charged }),
            refundedAt: now.toISOString(),
          },
        },
      ]
    : [
        {
          type: 'PaymentRefundFailed',
          data: { paymentId, reason: result.reason, failedAt: now.toISOString() },
        },
      ];
};

export const decide = (command: PaymentCommand, state: PaymentState): PaymentEvent[] => {
  switch (command.type) {
    case 'StartCheckout':
      if (state.status !== 'none') throw new RuleBrokenError({ key: 'api.checkout.started' });
      return [
        ...(command.rates ?? []).map((data) => ({ type: 'ExchangeRateQuoted' as const, data })),
        { type: 'CheckoutStarted', data: command.data },
      ];
    case 'SettlePayment':
      return settle(state, command.outcome, command.now);
    case 'RefundLatePayment':
      return refundLate(state, command.reason, command.now);
    case 'RecordLateRefund':
      return recordLateRefund(state, command.result, command.now);
    case 'ReverseLateRefund':
      return reverseLateRefund(state, command);
    case 'RecordProviderRefund':
      return recordProviderRefund(state, command.refund, command.now);
    case 'OpenPaymentDispute':
      return openDispute(state, command.dispute, command.now, command.failed);
    case 'ClosePaymentDispute':
      return closeDispute(state, command);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const paymentDecider: Decider<PaymentState, PaymentCommand, PaymentEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};

/** One stream per hosted checkout: its start, then what the provider's webhooks said. */
export const paymentStream = (paymentId: string) => `payment-${paymentId}`;
