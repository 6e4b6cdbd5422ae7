import type { EventOf } from '@harambee/events';
import { NotFoundError } from '@harambee/platform';
import type { Decider } from '../core/decider';
import type { ProviderNotice } from '../payments/payment-provider';
import {
  disputeExceedsGift,
  refundExceedsGift,
  refundFailedAtProvider,
  wrongCurrency,
} from './dispute-messages';

export type ProviderSideEvent = EventOf<
  'DisputeOpened' | 'DisputeClosed' | 'ProviderRefundRecorded' | 'ProviderAlertRaised'
>;
/** The gift's donation stream: its gift and our own refund of it, which this decider reads but never writes. */
type GiftStreamEvent = EventOf<'DonationRecorded' | 'RefundRequested' | 'DonationRefunded'>;
type StreamEvent = ProviderSideEvent | GiftStreamEvent;

type Gift = EventOf<'DonationRecorded'>['data'];
type Dispute = { amountCents: number; outcome: 'open' | 'won' | 'lost' };

/** What the provider did on its side to one gift: disputes, refunds made in its dashboard, and what was alerted. */
export type GiftAtProvider = {
  gift: Gift | null;
  /** Our own refund (refunds/refund.ts) once asked for: what it gives back, and the provider's id once made. */
  ourRefund: { amountCents: number; reference: string | null } | null;
  providerRefunds: Record<string, number>;
  disputes: Record<string, Dispute>;
  /** `{reason}:{reference}` of each alert raised, so a repeated webhook raises none. */
  alerted: string[];
};

export const GIFT_CURRENCY = 'usd';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Given back by the provider and never by us: its dashboard's refunds and the disputes lost. */
export const reversedCents = (state: GiftAtProvider) =>
  sum(Object.values(state.providerRefunds)) +
  sum(
    Object.values(state.disputes)
      .filter((dispute) => dispute.outcome === 'lost')
      .map((dispute) => dispute.amountCents),
  );

export const openDisputeCents = (state: GiftAtProvider) =>
  sum(
    Object.values(state.disputes)
      .filter((dispute) => dispute.outcome === 'open')
      .map((dispute) => dispute.amountCents),
  );

/** What is left of the gift to give back: our refund, once asked for, counts as gone. */
export const leftCents = (state: GiftAtProvider) =>
  (state.gift?.amountCents ?? 0) - (state.ourRefund?.amountCents ?? 0) - reversedCents(state);

/** What the provider could still take back: what is left, less what an open dispute already holds. */
const availableCents = (state: GiftAtProvider) => leftCents(state) - openDisputeCents(state);

export const evolve = (state: GiftAtProvider, event: StreamEvent): GiftAtProvider => {
  switch (event.type) {
    case 'DonationRecorded':
      return { ...state, gift: event.data };
    case 'RefundRequested':
      return { ...state, ourRefund: { amountCents: event.data.amountCents, reference: null } };
    case 'DonationRefunded':
      return {
        ...state,
        ourRefund: { amountCents: event.data.amountCents, reference: event.data.refundReference },
      };
    case 'DisputeOpened':
      return {
        ...state,
        disputes: {
          ...state.disputes,
          [event.data.disputeId]: { amountCents: event.data.amountCents, outcome: 'open' },
        },
      };
    case 'DisputeClosed':
      return {
        ...state,
        disputes: {
          ...state.disputes,
          [event.data.disputeId]: {
            amountCents: event.data.amountCents,
            outcome: event.data.outcome,
          },
        },
      };
    case 'ProviderRefundRecorded':
      return {
        ...state,
        providerRefunds: {
          ...state.providerRefunds,
          [event.data.refundReference]: event.data.amountCents,
        },
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

/** `afterPayout`: the gift's campaign was already paid out (a loss is then owed by its creator). */
export type GiftAtProviderCommand =
  | { type: 'OpenDispute'; notice: DisputeNotice; afterPayout: boolean; now: Date }
  | { type: 'CloseDispute'; notice: ClosedNotice; afterPayout: boolean; now: Date }
  | { type: 'RecordProviderRefund'; notice: RefundNotice; afterPayout: boolean; now: Date }
  | { type: 'RecordFailedRefund'; notice: RefundNotice; now: Date };

export const GIFT_NOT_FOUND = 'No gift was recorded for this payment';

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

const ofGift = (gift: Gift, notice: ProviderNotice) => ({
  paymentId: gift.paymentId,
  donationId: gift.donationId,
  campaignId: gift.campaignId,
  provider: notice.provider,
  amountCents: notice.amountCents,
  currency: GIFT_CURRENCY,
});

const opened = (
  gift: Gift,
  notice: DisputeNotice,
  afterPayout: boolean,
  now: Date,
): ProviderSideEvent => ({
  type: 'DisputeOpened',
  data: {
    ...ofGift(gift, notice),
    disputeId: notice.disputeId,
    reason: notice.reason,
    evidenceDueBy: notice.evidenceDueBy,
    afterPayout,
    openedAt: now.toISOString(),
  },
});

/**
 * A dispute for more than is left of the gift (we refunded it, or are refunding it) cannot hold that money back:
 * alerted for an admin, nothing booked.
 */
const openDispute = (
  state: GiftAtProvider,
  gift: Gift,
  notice: DisputeNotice,
  afterPayout: boolean,
  now: Date,
): ProviderSideEvent[] => {
  const left = availableCents(state);
  return notice.amountCents > left
    ? alert(state, gift, notice, 'disputeExceedsGift', disputeExceedsGift(notice, left), now)
    : [opened(gift, notice, afterPayout, now)];
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
  if (!known) {
    const opening = openDispute(state, gift, notice, command.afterPayout, now);
    if (opening[0]?.type !== 'DisputeOpened') return opening;
  }
  const closed: ProviderSideEvent = {
    type: 'DisputeClosed',
    data: {
      ...ofGift(gift, notice),
      amountCents: known?.amountCents ?? notice.amountCents,
      disputeId: notice.disputeId,
      outcome: notice.outcome,
      afterPayout: command.afterPayout,
      closedAt: now.toISOString(),
    },
  };
  return known ? [closed] : [opened(gift, notice, command.afterPayout, now), closed];
};

/** Our own refund, seen from the provider's side: by its reference, or by its amount while ours is the one asked for. */
const isOurs = (state: GiftAtProvider, notice: RefundNotice) =>
  state.ourRefund !== null &&
  (state.ourRefund.reference === notice.refundReference ||
    state.ourRefund.amountCents === notice.amountCents);

const recordProviderRefund = (
  state: GiftAtProvider,
  gift: Gift,
  command: Extract<GiftAtProviderCommand, { type: 'RecordProviderRefund' }>,
): ProviderSideEvent[] => {
  const { notice, now } = command;
  if (notice.refundReference in state.providerRefunds || isOurs(state, notice)) return [];
  const left = availableCents(state);
  if (notice.amountCents > left)
    return alert(state, gift, notice, 'refundExceedsGift', refundExceedsGift(notice, left), now);
  return [
    {
      type: 'ProviderRefundRecorded',
      data: {
        ...ofGift(gift, notice),
        refundReference: notice.refundReference,
        afterPayout: command.afterPayout,
        refundedAt: now.toISOString(),
      },
    },
  ];
};

/** Only a refund we counted as made matters: ours, or one the provider told us of. */
const recordFailedRefund = (
  state: GiftAtProvider,
  gift: Gift,
  { notice, now }: Extract<GiftAtProviderCommand, { type: 'RecordFailedRefund' }>,
): ProviderSideEvent[] => {
  const oursMade = Boolean(state.ourRefund?.reference) && isOurs(state, notice);
  const counted = notice.refundReference in state.providerRefunds || oursMade;
  return counted
    ? alert(state, gift, notice, 'refundFailed', refundFailedAtProvider(notice), now)
    : [];
};

export const decide = (
  command: GiftAtProviderCommand,
  state: GiftAtProvider,
): ProviderSideEvent[] => {
  const { gift } = state;
  if (!gift) throw new NotFoundError(GIFT_NOT_FOUND);
  if (command.notice.currency.toLowerCase() !== GIFT_CURRENCY)
    return alert(
      state,
      gift,
      command.notice,
      'currencyMismatch',
      wrongCurrency(command.notice),
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
  initialState: { gift: null, ourRefund: null, providerRefunds: {}, disputes: {}, alerted: [] },
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
