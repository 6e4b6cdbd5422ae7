import type { Words } from '@harambee/messages';
import type { EventOf } from '@harambee/events';
import { RuleBrokenError } from '@harambee/platform';
import { chargedPart, type CurrencyCode } from '@harambee/rules';
import type { Decider } from '../core/decider';

export type RefundEvent = EventOf<'RefundRequested' | 'DonationRefunded' | 'RefundFailed'>;
type GiftEvent = EventOf<
  | 'DonationRecorded'
  | 'CryptoPledged'
  | 'CryptoPledgeConfirmed'
  | 'ProviderRefundRecorded'
  | 'DisputeOpened'
  | 'DisputeClosed'
  | 'RefundReversed'
>;

export type Gift = {
  donationId: string;
  paymentId: string;
  campaignId: string;
  amountCents: number;
  /** What the donor paid, in its currency's minor units (US cents for a gift in dollars). */
  charged: Charged;
  donorName: string;
  email: string | null;
  /** The donor's language when they gave, for their refund mail. */
  language?: string;
};
export type Charged = { currency: CurrencyCode; amountMinor: number };

/**
 * The refund of the one gift on a donation stream: of all of it, or of a part (`amountCents`) while some is left;
 * `refundedCents`: given back so far, by us or by the provider on its side; `heldCents`: held by the provider under
 * disputes still open, not ours to refund until they close; `refundedMinor`, `heldMinor`: the same in the charge's
 * minor units, so that the last part given back returns exactly what is left of the charge.
 * `attempts` 0: requested, not tried yet.
 */
export type RefundState =
  | { status: 'none'; pledge?: Gift }
  | ({ status: 'gift'; gift: Gift } & Taken)
  | ({
      status: 'requested';
      gift: Gift;
      amountCents: number;
      /** What this refund returns in the charge's currency. */
      charged: Charged;
      reason: string;
      attempts: number;
      nextAttemptAt: string | null;
    } & Taken)
  | { status: 'refunded'; gift: Gift; refundReference: string };
type Taken = { refundedCents: number; heldCents: number; refundedMinor: number; heldMinor: number };
const NOTHING_TAKEN: Taken = { refundedCents: 0, heldCents: 0, refundedMinor: 0, heldMinor: 0 };

const giftOf = (
  data: EventOf<'DonationRecorded'>['data'] | EventOf<'CryptoPledged'>['data'],
  id: string,
): Gift => ({
  donationId: id,
  paymentId: 'paymentId' in data ? data.paymentId : id,
  campaignId: data.campaignId,
  amountCents: data.amountCents,
  charged: data.charged ?? { currency: 'USD', amountMinor: data.amountCents },
  donorName: data.donorName,
  email: data.email,
  ...(data.language ? { language: data.language } : {}),
});

type Part = { amountCents: number; charged?: { amountMinor: number } };
const minorOf = (part: Part) => part.charged?.amountMinor ?? part.amountCents;

const takenOf = ({ refundedCents, heldCents, refundedMinor, heldMinor }: Taken): Taken => ({
  refundedCents,
  heldCents,
  refundedMinor,
  heldMinor,
});

/**
 * Our refund not made yet, once the provider gave back or holds part of the gift on its side, asks only for what is
 * left of it; when nothing is, it is no longer owed (the donor has it all back, or a dispute holds the rest).
 */
const dueShrunk = (state: RefundState): RefundState => {
  if (state.status !== 'requested') return state;
  const leftCents = state.gift.amountCents - state.refundedCents - state.heldCents;
  const leftMinor = state.gift.charged.amountMinor - state.refundedMinor - state.heldMinor;
  if (state.amountCents <= leftCents && state.charged.amountMinor <= leftMinor) return state;
  if (leftCents <= 0 || leftMinor <= 0)
    return { status: 'gift', gift: state.gift, ...takenOf(state) };
  return {
    ...state,
    amountCents: Math.min(state.amountCents, leftCents),
    charged: { ...state.charged, amountMinor: Math.min(state.charged.amountMinor, leftMinor) },
  };
};

/** What the provider gave back on its side (its dashboard's refund, a lost dispute) is not ours to refund again. */
const givenBackByProvider = (state: RefundState, part: Part): RefundState =>
  state.status === 'gift' || state.status === 'requested'
    ? dueShrunk({
        ...state,
        refundedCents: Math.min(state.gift.amountCents, state.refundedCents + part.amountCents),
        refundedMinor: Math.min(
          state.gift.charged.amountMinor,
          state.refundedMinor + minorOf(part),
        ),
      })
    : state;

const held = (state: RefundState, part: Part, sign: 1 | -1): RefundState =>
  state.status === 'gift' || state.status === 'requested'
    ? dueShrunk({
        ...state,
        heldCents: Math.max(0, state.heldCents + sign * part.amountCents),
        heldMinor: Math.max(0, state.heldMinor + sign * minorOf(part)),
      })
    : state;

/**
 * A refund made that failed later at the provider is owed again: retried at its `nextAttemptAt` (a refund being asked
 * for meanwhile asks for that part too).
 */
const owedAgain = (state: RefundState, data: EventOf<'RefundReversed'>['data']): RefundState => {
  if (state.status === 'none') return state;
  const minor = minorOf(data);
  const taken: Taken =
    state.status === 'refunded'
      ? {
          refundedCents: state.gift.amountCents - data.amountCents,
          refundedMinor: state.gift.charged.amountMinor - minor,
          heldCents: 0,
          heldMinor: 0,
        }
      : {
          ...takenOf(state),
          refundedCents: Math.max(0, state.refundedCents - data.amountCents),
          refundedMinor: Math.max(0, state.refundedMinor - minor),
        };
  if (state.status === 'requested')
    return {
      ...state,
      ...taken,
      amountCents: state.amountCents + data.amountCents,
      charged: { ...state.charged, amountMinor: state.charged.amountMinor + minor },
    };
  return {
    status: 'requested',
    gift: state.gift,
    ...taken,
    amountCents: data.amountCents,
    charged: { currency: state.gift.charged.currency, amountMinor: minor },
    reason: data.reason,
    attempts: 1,
    nextAttemptAt: data.nextAttemptAt,
  };
};

export const evolve = (state: RefundState, event: RefundEvent | GiftEvent): RefundState => {
  switch (event.type) {
    case 'DonationRecorded':
      return {
        status: 'gift',
        gift: giftOf(event.data, event.data.donationId),
        ...NOTHING_TAKEN,
      };
    case 'CryptoPledged':
      return { status: 'none', pledge: giftOf(event.data, event.data.pledgeId) };
    case 'CryptoPledgeConfirmed':
      return state.status === 'none' && state.pledge
        ? { status: 'gift', gift: state.pledge, ...NOTHING_TAKEN }
        : state;
    case 'RefundRequested':
      // More owed while a refund waits: it asks for both, now (a retry's wait is over).
      if (state.status === 'requested')
        return {
          ...state,
          amountCents: state.amountCents + event.data.amountCents,
          charged: {
            ...state.charged,
            amountMinor:
              state.charged.amountMinor +
              (event.data.charged?.amountMinor ?? event.data.amountCents),
          },
          nextAttemptAt: state.attempts > 0 ? event.data.requestedAt : state.nextAttemptAt,
        };
      if (state.status !== 'gift') return state;
      return {
        status: 'requested',
        gift: state.gift,
        ...takenOf(state),
        amountCents: event.data.amountCents,
        charged: event.data.charged ?? {
          currency: state.gift.charged.currency,
          amountMinor: chargedPart(moneyOf(state.gift), givenOf(state), event.data.amountCents),
        },
        reason: event.data.reason,
        attempts: 0,
        nextAttemptAt: null,
      };
    case 'RefundFailed':
      if (state.status !== 'requested') return state;
      return { ...state, attempts: event.data.attempt, nextAttemptAt: event.data.nextAttemptAt };
    case 'DonationRefunded': {
      if (state.status !== 'requested') return state;
      const refundedCents = state.refundedCents + event.data.amountCents;
      const refundedMinor = state.refundedMinor + (event.data.charged ?? state.charged).amountMinor;
      return refundedCents < state.gift.amountCents
        ? {
            status: 'gift',
            gift: state.gift,
            ...takenOf({ ...state, refundedCents, refundedMinor }),
          }
        : { status: 'refunded', gift: state.gift, refundReference: event.data.refundReference };
    }
    case 'RefundReversed':
      return owedAgain(state, event.data);
    case 'ProviderRefundRecorded':
      return givenBackByProvider(state, event.data);
    case 'DisputeOpened':
      return held(state, event.data, 1);
    case 'DisputeClosed': {
      const released = held(state, event.data, -1);
      return event.data.outcome === 'lost' ? givenBackByProvider(released, event.data) : released;
    }
    default:
      return state;
  }
};

/** What the provider answered: refunded, or not (and whether trying again later can help). */
export type RefundResult =
  | { refunded: true; refundReference: string }
  | { refunded: false; reason: string; retryable: boolean };

export type RefundCommand =
  /** `amountCents`: a part of the gift; all that is left of it when absent. */
  | { type: 'RequestRefund'; reason: string; amountCents?: number; now: Date }
  | { type: 'RecordRefundAttempt'; result: RefundResult; now: Date };

export const NOT_A_GIFT: Words = { key: 'api.refund.notAGift' };
export const NOT_REQUESTED: Words = { key: 'api.refund.notRequested' };
export const ALREADY_REFUNDED: Words = { key: 'api.refund.alreadyRefunded' };
export const NOT_DUE: Words = { key: 'api.refund.notDue' };
export const NEEDS_MANUAL_REFUND = 'needs manual refund';
export const MORE_THAN_LEFT: Words = { key: 'api.refund.moreThanLeft' };

const MINUTE_MS = 60_000;
/** Waits after the 1st, 2nd, 3rd and 4th failure; every 6 hours after that. */
const BACKOFF_MS = [MINUTE_MS, 5 * MINUTE_MS, 30 * MINUTE_MS, 2 * 60 * MINUTE_MS];
const LAST_BACKOFF_MS = 6 * 60 * MINUTE_MS;
export const retryDelayMs = (attempt: number) => BACKOFF_MS[attempt - 1] ?? LAST_BACKOFF_MS;

/** A requested refund is tried at once, then again only after a failure whose wait has passed. */
export const refundDue = (
  state: RefundState,
  now: Date,
): state is Extract<RefundState, { status: 'requested' }> =>
  state.status === 'requested' &&
  (state.attempts === 0 ||
    (state.nextAttemptAt !== null && new Date(state.nextAttemptAt).getTime() <= now.getTime()));

const moneyOf = (gift: Gift) => ({
  wholeCents: gift.amountCents,
  chargedMinor: gift.charged.amountMinor,
});
/** All that left the gift or is held, both ways: what the next part is counted after. */
const givenOf = (taken: Taken) => ({
  cents: taken.refundedCents + taken.heldCents,
  minor: taken.refundedMinor + taken.heldMinor,
});

const recordAttempt = (state: RefundState, result: RefundResult, now: Date): RefundEvent[] => {
  if (state.status === 'refunded') throw new RuleBrokenError(ALREADY_REFUNDED);
  if (state.status !== 'requested') throw new RuleBrokenError(NOT_REQUESTED);
  if (!refundDue(state, now)) throw new RuleBrokenError(NOT_DUE);
  const { donationId, paymentId, campaignId } = state.gift;
  const gift = { donationId, paymentId, campaignId, amountCents: state.amountCents };
  if (result.refunded) {
    return [
      {
        type: 'DonationRefunded',
        data: {
          ...gift,
          charged: state.charged,
          refundReference: result.refundReference,
          refundedAt: now.toISOString(),
        },
      },
    ];
  }
  const attempt = state.attempts + 1;
  const nextAttemptAt = result.retryable
    ? new Date(now.getTime() + retryDelayMs(attempt)).toISOString()
    : null;
  return [
    {
      type: 'RefundFailed',
      data: { ...gift, reason: result.reason, attempt, failedAt: now.toISOString(), nextAttemptAt },
    },
  ];
};

/**
 * All that is left of a gift whose refund waits (for its first try or its retry), owed as well now (a dispute won
 * gave back what it held): requested beside it, so the refund waiting gives back both.
 */
const moreOwed = (
  state: Extract<RefundState, { status: 'requested' }>,
  command: Extract<RefundCommand, { type: 'RequestRefund' }>,
): RefundEvent[] => {
  if (command.amountCents !== undefined) return [];
  const amountCents =
    state.gift.amountCents - state.refundedCents - state.heldCents - state.amountCents;
  if (amountCents <= 0) return [];
  const given = givenOf(state);
  const asked = {
    cents: given.cents + state.amountCents,
    minor: given.minor + state.charged.amountMinor,
  };
  return [
    refundRequested(
      state.gift,
      command,
      amountCents,
      chargedPart(moneyOf(state.gift), asked, amountCents),
    ),
  ];
};

/** A refund of `amountCents` of the gift asked for, `amountMinor` of it in the currency it was charged in. */
const refundRequested = (
  { donationId, paymentId, campaignId, charged }: Gift,
  command: Extract<RefundCommand, { type: 'RequestRefund' }>,
  amountCents: number,
  amountMinor: number,
): RefundEvent => ({
  type: 'RefundRequested',
  data: {
    donationId,
    paymentId,
    campaignId,
    amountCents,
    charged: { currency: charged.currency, amountMinor },
    reason: command.reason,
    requestedAt: command.now.toISOString(),
  },
});

export const decide = (command: RefundCommand, state: RefundState): RefundEvent[] => {
  switch (command.type) {
    case 'RequestRefund': {
      if (state.status === 'requested') return moreOwed(state, command);
      if (state.status === 'refunded') return [];
      if (state.status !== 'gift') throw new RuleBrokenError(NOT_A_GIFT);
      const left = state.gift.amountCents - state.refundedCents - state.heldCents;
      if (left <= 0) return [];
      const amountCents = command.amountCents ?? left;
      if (amountCents > left) throw new RuleBrokenError(MORE_THAN_LEFT);
      const amountMinor = chargedPart(moneyOf(state.gift), givenOf(state), amountCents);
      return [refundRequested(state.gift, command, amountCents, amountMinor)];
    }
    case 'RecordRefundAttempt':
      return recordAttempt(state, command.result, command.now);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const refundDecider: Decider<RefundState, RefundCommand, RefundEvent | GiftEvent> = {
  initialState: { status: 'none' },
  evolve,
  decide,
};
