import type { EventOf } from '@harambee/events';
import type { MessageKey, Words } from '@harambee/messages';
import { NotFoundError } from '@harambee/platform';
import { chargedShare, creditedPart, type GivenBack } from '@harambee/rules';
import type { Decider } from '../core/decider';
import type { ProviderNotice } from '../payments/payment-provider';
import { feeReturned, feeTaken } from './dispute-fees';
import { retryDelayMs } from '../refunds/refund';
import {
  disputeExceedsGift,
  refundExceedsGift,
  refundFailedAtProvider,
  wrongCurrency,
} from './dispute-messages';

export type ProviderSideEvent = EventOf<
  | 'DisputeOpened'
  | 'DisputeClosed'
  | 'ProviderRefundRecorded'
  | 'ProviderAlertRaised'
  | 'RefundReversed'
>;
/** The gift's donation stream: its gift and our own refund of it, which this decider reads but never writes. */
type GiftStreamEvent = EventOf<'DonationRecorded' | 'RefundRequested' | 'DonationRefunded'>;
type StreamEvent = ProviderSideEvent | GiftStreamEvent;

type Gift = EventOf<'DonationRecorded'>['data'];
/** A part of the gift both ways: US cents of its credit, minor units of its charge (`minor`). */
type Part = { amountCents: number; minor: number };
type Dispute = Part & { outcome: 'open' | 'won' | 'lost' };

/** What the provider did on its side to one gift: disputes, refunds made in its dashboard, and what was alerted. */
export type GiftAtProvider = {
  gift: Gift | null;
  /**
   * Our own refunds (refunds/refund.ts), each once asked for: what it gives back, and the provider's id once made.
   * Every one is kept, so a late webhook for an earlier part is still known as ours; one made that failed later is
   * owed again, its reference kept as `reversedFrom`.
   */
  ourRefunds: (Part & { reference: string | null; reversedFrom?: string })[];
  /** The provider's ids of our refunds that failed after they were made: a notice naming one again is none of the others. */
  failedRefunds: string[];
  providerRefunds: Record<string, Part>;
  disputes: Record<string, Dispute>;
  /** `{reason}:{reference}` of each alert raised, so a repeated webhook raises none. */
  alerted: string[];
};

/** What the gift's donor was charged: its currency and minor units (a gift from before local money: US cents). */
export const chargeOfGift = (gift: Pick<Gift, 'amountCents' | 'charged'>) =>
  gift.charged ?? { currency: 'USD' as const, amountMinor: gift.amountCents };

const total = (parts: Part[]): Part => ({
  amountCents: parts.reduce((sum, part) => sum + part.amountCents, 0),
  minor: parts.reduce((sum, part) => sum + part.minor, 0),
});

const reversed = (state: GiftAtProvider) =>
  total([
    ...Object.values(state.providerRefunds),
    ...Object.values(state.disputes).filter((dispute) => dispute.outcome === 'lost'),
  ]);
const openDisputes = (state: GiftAtProvider) =>
  total(Object.values(state.disputes).filter((dispute) => dispute.outcome === 'open'));
/** All that left the gift or is held: refunds (ours once asked for), disputes lost and open. */
const ours = (state: GiftAtProvider) => total(state.ourRefunds);
const taken = (state: GiftAtProvider): GivenBack => {
  const all = total([ours(state), reversed(state), openDisputes(state)]);
  return { cents: all.amountCents, minor: all.minor };
};

/** Given back by the provider and never by us: its dashboard's refunds and the disputes lost. */
export const reversedCents = (state: GiftAtProvider) => reversed(state).amountCents;
export const openDisputeCents = (state: GiftAtProvider) => openDisputes(state).amountCents;

/** What is left of the gift to give back: our refund, once asked for, counts as gone. */
export const leftCents = (state: GiftAtProvider) =>
  (state.gift?.amountCents ?? 0) - ours(state).amountCents - reversedCents(state);

/** The same in minor units of the charge: what a provider's notice is counted against. */
const leftMinor = (state: GiftAtProvider) =>
  (state.gift ? chargeOfGift(state.gift).amountMinor : 0) -
  ours(state).minor -
  reversed(state).minor;

/** What the provider could still take back: what is left, less what an open dispute already holds. */
const availableMinor = (state: GiftAtProvider) => leftMinor(state) - openDisputes(state).minor;

/** Our refunds asked for and not made yet (never tried, or failed and waiting for their retry). */
const due = (state: GiftAtProvider) =>
  state.ourRefunds.filter((refund) => refund.reference === null);
const made = (state: GiftAtProvider) =>
  state.ourRefunds.filter((refund) => refund.reference !== null);

/**
 * The provider gave back or holds money our refund, not made yet, was to return: the donor has it, so our refund
 * shrinks to what is left of the gift after all the rest (nothing, when the provider took it all).
 */
const dueShrunk = (state: GiftAtProvider): GiftAtProvider => {
  if (!state.gift) return state;
  const rest = total([...made(state), reversed(state), openDisputes(state)]);
  const left: Part = {
    amountCents: state.gift.amountCents - rest.amountCents,
    minor: chargeOfGift(state.gift).amountMinor - rest.minor,
  };
  const asked = total(due(state));
  if (asked.minor <= left.minor && asked.amountCents <= left.amountCents) return state;
  return {
    ...state,
    ourRefunds: [
      ...made(state),
      ...(left.minor > 0 && left.amountCents > 0 ? [{ ...left, reference: null }] : []),
    ],
  };
};

/**
 * Where the provider's notice is counted: the gift as it is, or, when the notice is for more than is left only
 * because our refund is not made yet, the gift without that refund (the provider's reversal came first).
 */
const roomFor = (state: GiftAtProvider, minor: number): GiftAtProvider =>
  minor > availableMinor(state) ? { ...state, ourRefunds: made(state) } : state;

type Money = { amountCents: number; charged?: { amountMinor: number } };

/** Our refund of `cents`: the minor units it returns, as the refund asked for them (older ones: their share). */
const ourPart = (state: GiftAtProvider, data: Money): Part => ({
  amountCents: data.amountCents,
  minor:
    data.charged?.amountMinor ??
    (state.gift
      ? chargedShare(chargeOfGift(state.gift).amountMinor, data.amountCents, state.gift.amountCents)
      : data.amountCents),
});

/** A part of a recorded event: its cents, and its charge's minor units (a US-dollar gift's: the cents). */
const partOf = (data: Money): Part => ({
  amountCents: data.amountCents,
  minor: data.charged?.amountMinor ?? data.amountCents,
});

export const evolve = (state: GiftAtProvider, event: StreamEvent): GiftAtProvider => {
  switch (event.type) {
    case 'DonationRecorded':
      return { ...state, gift: event.data };
    case 'RefundRequested':
      return {
        ...state,
        ourRefunds: [...state.ourRefunds, { ...ourPart(state, event.data), reference: null }],
      };
    case 'DonationRefunded':
      return {
        ...state,
        ourRefunds: [
          ...state.ourRefunds.filter((refund) => refund.reference !== null),
          { ...ourPart(state, event.data), reference: event.data.refundReference },
        ],
      };
    case 'DisputeOpened':
      return dueShrunk({
        ...state,
        disputes: {
          ...state.disputes,
          [event.data.disputeId]: { ...partOf(event.data), outcome: 'open' },
        },
      });
    case 'DisputeClosed':
      return {
        ...state,
        disputes: {
          ...state.disputes,
          [event.data.disputeId]: { ...partOf(event.data), outcome: event.data.outcome },
        },
      };
    case 'ProviderRefundRecorded':
      return dueShrunk({
        ...state,
        providerRefunds: {
          ...state.providerRefunds,
          [event.data.refundReference]: partOf(event.data),
        },
      });
    // Owed again: counted as asked for until the retry is made.
    case 'RefundReversed':
      return {
        ...state,
        failedRefunds: [...state.failedRefunds, event.data.refundReference],
        ourRefunds: state.ourRefunds.map((refund) =>
          refund.reference === event.data.refundReference
            ? { ...refund, reference: null, reversedFrom: refund.reference }
            : refund,
        ),
      };
    case 'ProviderAlertRaised':
      return {
        ...state,
        alerted: [...state.alerted, `${event.data.reason}:${event.data.reference}`],
      };
    default:
      return state;
  }
};

type DisputeNotice = Extract<ProviderNotice, { kind: 'disputeOpened' | 'disputeClosed' }>;
type ClosedNotice = Extract<ProviderNotice, { kind: 'disputeClosed' }>;
type RefundNotice = Extract<ProviderNotice, { kind: 'refunded' | 'refundFailed' }>;

/**
 * `afterPayout`: the gift's campaign was already paid out (a loss is then owed by its creator). `checked`: the provider
 * said which refund failed (the notice's reference), so none of ours is taken for it by its amount. `beyondOurs`: the
 * provider lists more refunds of the notice's amount than ours made and its own we booked, so this one is none of
 * ours (a refund from its dashboard of the same amount as one of ours). `failed`: the references of the refunds the
 * provider lists as failed, so ours among them is booked back before its refund is counted (the notice of their
 * failure may come later).
 */
export type GiftAtProviderCommand =
  | { type: 'OpenDispute'; notice: DisputeNotice; afterPayout: boolean; now: Date }
  | { type: 'CloseDispute'; notice: ClosedNotice; afterPayout: boolean; now: Date }
  | {
      type: 'RecordProviderRefund';
      notice: RefundNotice;
      afterPayout: boolean;
      beyondOurs?: boolean;
      failed?: string[];
      now: Date;
    }
  | { type: 'RecordFailedRefund'; notice: RefundNotice; checked?: boolean; now: Date };

export const GIFT_NOT_FOUND: Words = { key: 'api.dispute.giftNotRecorded' };
export const REFUND_FAILED_AT_PROVIDER: MessageKey = 'refund.reason.failedAtProvider';

const referenceOf = (notice: ProviderNotice) =>
  'disputeId' in notice ? notice.disputeId : notice.refundReference;

/** Once per reason and reference: a repeated webhook raises nothing more. */
const alert = (
  state: GiftAtProvider,
  gift: Gift,
  notice: ProviderNotice,
  reason: EventOf<'ProviderAlertRaised'>['data']['reason'],
  detail: string,
  now: Date,
): ProviderSideEvent[] => {
  const reference = referenceOf(notice);
  if (state.alerted.includes(`${reason}:${reference}`)) return [];
  return [
    {
      type: 'ProviderAlertRaised',
      data: {
        provider: notice.provider,
        reason,
        reference,
        chargeReference: gift.paymentId,
        paymentId: gift.paymentId,
        campaignId: gift.campaignId,
        amountCents: notice.amountCents,
        currency: notice.currency.toLowerCase(),
        detail,
        raisedAt: now.toISOString(),
      },
    },
  ];
};

/**
 * A notice's money on its gift: the minor units the provider moved in the charge's currency (in dollars, said only when
 * the donor covered the fees), and the US cents of the
 * gift's credit they stand for, after all that was already given back or held (so the parts end exactly together).
 */
const ofGift = (state: GiftAtProvider, gift: Gift, notice: ProviderNotice) => {
  const charge = chargeOfGift(gift);
  const money = { wholeCents: gift.amountCents, chargedMinor: charge.amountMinor };
  return {
    paymentId: gift.paymentId,
    donationId: gift.donationId,
    campaignId: gift.campaignId,
    provider: notice.provider,
    amountCents: creditedPart(money, taken(state), notice.amountCents),
    currency: 'usd',
    // In US dollars too when the donor covered the fees: the charge is then more than the credit.
    ...((charge.currency !== 'USD' || gift.feeCover) && {
      charged: { currency: charge.currency, amountMinor: notice.amountCents },
    }),
  };
};

const opened = (
  state: GiftAtProvider,
  gift: Gift,
  notice: DisputeNotice,
  afterPayout: boolean,
  now: Date,
): ProviderSideEvent => ({
  type: 'DisputeOpened',
  data: {
    ...ofGift(state, gift, notice),
    disputeId: notice.disputeId,
    reason: notice.reason,
    evidenceDueBy: notice.evidenceDueBy,
    afterPayout,
    ...feeTaken(notice.fees),
    openedAt: now.toISOString(),
  },
});

/**
 * A dispute for more than is left of the gift (we refunded it) cannot hold that money back: alerted for an admin,
 * nothing booked. Our refund not made yet gives way to it (see `roomFor`).
 */
const openDispute = (
  state: GiftAtProvider,
  gift: Gift,
  notice: DisputeNotice,
  afterPayout: boolean,
  now: Date,
): ProviderSideEvent[] => {
  const room = roomFor(state, notice.amountCents);
  const left = availableMinor(room);
  return notice.amountCents > left
    ? alert(state, gift, notice, 'disputeExceedsGift', disputeExceedsGift(notice, left), now)
    : [opened(room, gift, notice, afterPayout, now)];
};

/** A close whose opening never reached us (webhooks come in any order) opens it too, so the books hold both. */
const closeDispute = (
  state: GiftAtProvider,
  gift: Gift,
  command: Extract<GiftAtProviderCommand, { type: 'CloseDispute' }>,
): ProviderSideEvent[] => {
  const { notice, now } = command;
  const known = state.disputes[notice.disputeId];
  if (known && known.outcome !== 'open') return [];
  const opening = known ? [] : openDispute(state, gift, notice, command.afterPayout, now);
  const first = opening[0];
  if (!known && first?.type !== 'DisputeOpened') return opening;
  const held = known ?? partOf(first!.data as Money);
  const closed: ProviderSideEvent = {
    type: 'DisputeClosed',
    data: {
      ...ofGift(state, gift, notice),
      amountCents: held.amountCents,
      ...(chargeOfGift(gift).currency !== 'USD' && {
        charged: { currency: chargeOfGift(gift).currency, amountMinor: held.minor },
      }),
      disputeId: notice.disputeId,
      outcome: notice.outcome,
      afterPayout: command.afterPayout,
      ...feeReturned(notice.fees),
      closedAt: now.toISOString(),
    },
  };
  return [...opening, closed];
};

/**
 * Our own refund, seen from the provider's side: any of ours, by its reference, else one made, by its amount
 * (Paystack's webhook names the card network's reference, not the refund we were given). A refund of one not made
 * yet is money that left all the same (the dashboard's, or ours whose answer was lost): booked, and ours gives way.
 * A notice naming one of ours that failed before (Stripe's names it exactly) is never taken for a later one.
 */
const ourRefundNamed = (state: GiftAtProvider, notice: RefundNotice) =>
  state.ourRefunds.find((refund) =>
    [refund.reference, refund.reversedFrom].includes(notice.refundReference),
  );
const ourRefundOf = (state: GiftAtProvider, notice: RefundNotice) =>
  ourRefundNamed(state, notice) ??
  (state.failedRefunds.includes(notice.refundReference)
    ? undefined
    : made(state).find((refund) => refund.minor === notice.amountCents));

type ProviderRefundCommand = Extract<GiftAtProviderCommand, { type: 'RecordProviderRefund' }>;

/**
 * A refund the provider made beside ours: our refunds it lists as failed are booked back first (their own notice may
 * still be on its way), so the money they did not return is counted as left of the gift and ours owed again.
 */
const recordProviderRefund = (
  state: GiftAtProvider,
  gift: Gift,
  command: ProviderRefundCommand,
): ProviderSideEvent[] => {
  const { notice, failed = [], now } = command;
  const failures = made(state)
    .filter(({ reference }) => reference !== null && failed.includes(reference))
    .reduce<{ state: GiftAtProvider; events: ProviderSideEvent[] }>(
      (booked, ours) => {
        const more = recordFailedRefund(booked.state, gift, {
          type: 'RecordFailedRefund',
          notice: {
            ...notice,
            kind: 'refundFailed',
            refundReference: ours.reference!,
            amountCents: ours.minor,
          },
          checked: true,
          now,
        });
        return { state: more.reduce(evolve, booked.state), events: [...booked.events, ...more] };
      },
      { state, events: [] },
    );
  return [...failures.events, ...providerRefundOnly(failures.state, gift, command)];
};

const providerRefundOnly = (
  state: GiftAtProvider,
  gift: Gift,
  command: ProviderRefundCommand,
): ProviderSideEvent[] => {
  const { notice, now } = command;
  if (
    notice.refundReference in state.providerRefunds ||
    state.failedRefunds.includes(notice.refundReference) ||
    (command.beyondOurs ? ourRefundNamed(state, notice) : ourRefundOf(state, notice))
  )
    return [];
  const room = roomFor(state, notice.amountCents);
  const left = availableMinor(room);
  if (notice.amountCents > left)
    return alert(state, gift, notice, 'refundExceedsGift', refundExceedsGift(notice, left), now);
  return [
    {
      type: 'ProviderRefundRecorded',
      data: {
        ...ofGift(room, gift, notice),
        refundReference: notice.refundReference,
        afterPayout: command.afterPayout,
        refundedAt: now.toISOString(),
      },
    },
  ];
};

/** Our refund, made and booked, failed at the provider: the money is back with us and the refund owed again. */
const reversedRefund = (
  gift: Gift,
  ours: Part & { reference: string },
  now: Date,
): ProviderSideEvent => {
  const charge = chargeOfGift(gift);
  return {
    type: 'RefundReversed',
    data: {
      donationId: gift.donationId,
      paymentId: gift.paymentId,
      campaignId: gift.campaignId,
      amountCents: ours.amountCents,
      ...(charge.currency !== 'USD' && {
        charged: { currency: charge.currency, amountMinor: ours.minor },
      }),
      refundReference: ours.reference,
      reason: REFUND_FAILED_AT_PROVIDER,
      reversedAt: now.toISOString(),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(1)).toISOString(),
    },
  };
};

/**
 * Only a refund we counted as made matters: ours is booked back and owed again (admins alerted once); one the
 * provider told us of is alerted for an admin.
 */
const recordFailedRefund = (
  state: GiftAtProvider,
  gift: Gift,
  { notice, checked, now }: Extract<GiftAtProviderCommand, { type: 'RecordFailedRefund' }>,
): ProviderSideEvent[] => {
  const ours = checked
    ? made(state).find((refund) => refund.reference === notice.refundReference)
    : ourRefundOf(state, notice);
  const alerted = () =>
    alert(state, gift, notice, 'refundFailed', refundFailedAtProvider(notice), now);
  if (ours?.reference)
    return [...alerted(), reversedRefund(gift, { ...ours, reference: ours.reference }, now)];
  return notice.refundReference in state.providerRefunds ? alerted() : [];
};

export const decide = (
  command: GiftAtProviderCommand,
  state: GiftAtProvider,
): ProviderSideEvent[] => {
  const { gift } = state;
  if (!gift) throw new NotFoundError(GIFT_NOT_FOUND);
  const { currency } = chargeOfGift(gift);
  if (command.notice.currency.toUpperCase() !== currency)
    return alert(
      state,
      gift,
      command.notice,
      'currencyMismatch',
      wrongCurrency(command.notice, currency),
      command.now,
    );
  switch (command.type) {
    case 'OpenDispute':
      return state.disputes[command.notice.disputeId]
        ? []
        : openDispute(state, gift, command.notice, command.afterPayout, command.now);
    case 'CloseDispute':
      return closeDispute(state, gift, command);
    case 'RecordProviderRefund':
      return recordProviderRefund(state, gift, command);
    case 'RecordFailedRefund':
      return recordFailedRefund(state, gift, command);
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
};

export const giftAtProviderDecider: Decider<GiftAtProvider, GiftAtProviderCommand, StreamEvent> = {
  initialState: {
    gift: null,
    ourRefunds: [],
    failedRefunds: [],
    providerRefunds: {},
    disputes: {},
    alerted: [],
  },
  evolve,
  decide,
};

/** The command a provider's notice asks for. */
export const commandFor = (
  notice: ProviderNotice,
  afterPayout: boolean,
  now: Date,
): GiftAtProviderCommand => {
  switch (notice.kind) {
    case 'disputeOpened':
      return { type: 'OpenDispute', notice, afterPayout, now };
    case 'disputeClosed':
      return { type: 'CloseDispute', notice, afterPayout, now };
    case 'refunded':
      return { type: 'RecordProviderRefund', notice, afterPayout, now };
    case 'refundFailed':
      return { type: 'RecordFailedRefund', notice, now };
  }
};
