import type { EventOf, EventStore, StoredEvent } from '@harambee/events';
import { logger } from '@harambee/database';
import { createHash, randomUUID } from 'node:crypto';
import type { CommandContext } from '../core/command-context';
import { type Decider, fold } from '../core/decider';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { donationStream } from '../donations/donation';
import { RuleBrokenError } from '@harambee/platform';
import { providerNamed } from '../payments/choose-payment-provider';
import { chargeOf, type PaymentCommand, paymentDecider, paymentStream } from '../payments/payment';
import type { ProviderNotice } from '../payments/payment-provider';
import { committedToCreator, withdrawalDecider, withdrawalStream } from '../withdrawals/withdrawal';
import { unknownCharge } from './dispute-messages';
import {
  commandFor,
  type GiftAtProvider,
  type GiftAtProviderCommand,
  giftAtProviderDecider,
  REFUND_FAILED_AT_PROVIDER,
} from './gift-at-provider';

export type NoticeOutcome = 'recorded' | 'unchanged' | 'alerted';

type Alert = EventOf<'ProviderAlertRaised'>;

/** An alert about a charge with no gift has no gift stream: it gets its own, named by what it is about, once. */
const alertOnce: Decider<boolean, { type: 'RaiseAlert'; alert: Alert }, Alert> = {
  initialState: false,
  evolve: () => true,
  decide: ({ alert }, raised) => (raised ? [] : [alert]),
};
const alertStream = (notice: ProviderNotice, reference: string) =>
  `provider-alert-${notice.provider}-${createHash('sha256').update(reference).digest('hex').slice(0, 32)}`;

/** The payment a notice is about: its id where the provider keeps ours (Paystack, sandbox), else its reference. */
const paymentIdOf = async (store: EventStore, notice: ProviderNotice) => {
  if ('paymentId' in notice.charge) return notice.charge.paymentId;
  const [paid] = await store.readByType(['PaymentSucceeded'], {
    provider: notice.provider,
    providerReference: notice.charge.providerReference,
  });
  return paid?.data.paymentId;
};

const succeededThrough = (events: StoredEvent[], provider: string) =>
  events.some((event) => event.type === 'PaymentSucceeded' && event.data.provider === provider);

/**
 * A payment that came after its campaign closed is refunded by us without a gift: its refund seen from the provider,
 * of what we made (less than we asked, when a dispute or the dashboard gave some back first), or its failure, of what
 * we asked for too. A refund made of a refund we only asked for is money that left all the same (the dashboard's, or
 * ours whose answer was lost): booked as the provider's, and ours gives back only what is left.
 */
const isOurLateRefund = (events: StoredEvent[], notice: ProviderNotice) =>
  (notice.kind === 'refunded' || notice.kind === 'refundFailed') &&
  events.some(
    (event) =>
      (notice.kind === 'refundFailed' &&
        event.type === 'PaymentRefundRequested' &&
        chargeOf(event.data).amountMinor === notice.amountCents) ||
      (event.type === 'PaymentRefunded' && event.data.charged?.amountMinor === notice.amountCents),
  );

const raiseUnknownCharge = async (
  deps: CommandApiDeps,
  notice: ProviderNotice,
  paymentId: string | undefined,
  context: CommandContext,
): Promise<NoticeOutcome> => {
  const reference = 'disputeId' in notice ? notice.disputeId : notice.refundReference;
  logger.warn('provider notice names a charge with no gift; alerted, nothing booked', {
    provider: notice.provider,
    kind: notice.kind,
    reference,
  });
  const { events } = await handleCommand(
    deps.store,
    alertStream(notice, `${notice.kind}:${reference}`),
    alertOnce,
    {
      type: 'RaiseAlert',
      alert: {
        type: 'ProviderAlertRaised',
        data: {
          provider: notice.provider,
          reason: 'unknownCharge',
          reference,
          chargeReference:
            'paymentId' in notice.charge
              ? notice.charge.paymentId
              : notice.charge.providerReference,
          paymentId: paymentId ?? null,
          campaignId: null,
          amountCents: notice.amountCents,
          currency: notice.currency.toLowerCase(),
          detail: unknownCharge(notice),
          raisedAt: context.now.toISOString(),
        },
      },
    },
    context,
  );
  return events.length > 0 ? 'alerted' : 'unchanged';
};

/** Whether the campaign's money already left (or is leaving) for its creator: a loss after that is theirs to repay. */
export const paidOut = async (store: EventStore, campaignId: string) =>
  committedToCreator(
    fold(withdrawalDecider, (await store.readStream(withdrawalStream(campaignId))).events),
  );

/** What a notice about a payment that never became a gift asks of it, other than our own refund seen back. */
const paymentCommand = (notice: ProviderNotice, now: Date): PaymentCommand | undefined => {
  const money = { currency: notice.currency, amountMinor: notice.amountCents };
  switch (notice.kind) {
    case 'refunded':
      return {
        type: 'RecordProviderRefund',
        refund: { ...money, refundReference: notice.refundReference },
        now,
      };
    case 'disputeOpened':
    case 'disputeClosed': {
      const dispute = {
        ...money,
        disputeId: notice.disputeId,
        reason: notice.reason,
        ...(notice.fees && { fees: notice.fees }),
      };
      return notice.kind === 'disputeOpened'
        ? { type: 'OpenPaymentDispute', dispute, now }
        : { type: 'ClosePaymentDispute', dispute, outcome: notice.outcome, now };
    }
    case 'refundFailed':
      return undefined;
  }
};

/** The provider's reference of the money a payment moved, as its refund gives it back: its success's, else a mismatch's. */
const movedReference = (events: StoredEvent[]) => {
  const moved =
    events.find((event) => event.type === 'PaymentSucceeded') ??
    events.find((event) => event.type === 'PaymentMismatchDetected' && event.data.moved);
  return moved?.type === 'PaymentSucceeded' || moved?.type === 'PaymentMismatchDetected'
    ? moved.data.providerReference
    : undefined;
};

/**
 * The references of a payment's refunds that failed, where the provider says: named by the notice (Stripe's), or
 * listed when asked (Paystack's names none); undefined where neither is known.
 */
const failedRefundsOf = async (
  deps: CommandApiDeps,
  notice: ProviderNotice,
  events: StoredEvent[],
): Promise<string[] | undefined> => {
  const provider = providerNamed(deps.config, notice.provider);
  const reference = movedReference(events);
  if (provider?.namesRefunds && notice.kind === 'refundFailed') return [notice.refundReference];
  return provider?.failedRefunds && reference ? provider.failedRefunds(reference) : undefined;
};

const ourLateRefundMade = (events: StoredEvent[]) =>
  events.filter((event) => event.type === 'PaymentRefunded').length >
  events.filter((event) => event.type === 'PaymentRefundReversed').length;

/**
 * Before a refund from the provider's dashboard is booked from the money held, our refund the provider lists as failed
 * is booked back (the notice of its failure may have been answered 5xx and come later), so the dashboard's fits.
 */
const reverseLateRefundListedFailed = async (
  deps: CommandApiDeps,
  notice: ProviderNotice,
  paymentId: string,
  events: StoredEvent[],
  context: CommandContext,
) => {
  const failed = await failedRefundsOf(deps, notice, events);
  if (!failed?.length) return;
  const reason = REFUND_FAILED_AT_PROVIDER;
  const command: PaymentCommand = { type: 'ReverseLateRefund', reason, failed, now: context.now };
  await handleCommand(deps.store, paymentStream(paymentId), paymentDecider, command, context);
};

/** A command booked on the payment: undefined when the payment refuses it (more than is left of it). */
const bookOnPayment = async (
  deps: CommandApiDeps,
  paymentId: string,
  command: PaymentCommand,
  context: CommandContext,
): Promise<NoticeOutcome | undefined> => {
  try {
    const recorded = await handleCommand(
      deps.store,
      paymentStream(paymentId),
      paymentDecider,
      command,
      context,
    );
    return recorded.events.length > 0 ? 'recorded' : 'unchanged';
  } catch (error) {
    if (!(error instanceof RuleBrokenError)) throw error;
    return undefined;
  }
};

/**
 * A dispute refused while our refund counts as made is asked again with the refunds the provider lists as failed:
 * it opens none of money it gave back, so ours may have failed with its notice not booked yet (answered 5xx).
 */
const withFailedRefunds = async (
  deps: CommandApiDeps,
  notice: ProviderNotice,
  events: StoredEvent[],
  command: PaymentCommand,
): Promise<PaymentCommand | undefined> => {
  if (command.type !== 'OpenPaymentDispute' && command.type !== 'ClosePaymentDispute') return;
  if (!ourLateRefundMade(events)) return;
  const failed = await failedRefundsOf(deps, notice, events);
  return failed?.length ? { ...command, failed } : undefined;
};

/**
 * A refund or dispute of a payment that never became a gift: our refund, failed after it was made, is taken back and
 * owed again; one made in the provider's dashboard is booked from the unallocated money, and a dispute holds it until
 * it closes (our refund it lists as failed booked back first); anything else is alerted.
 */
const recordOnPayment = async (
  deps: CommandApiDeps,
  notice: ProviderNotice,
  paymentId: string,
  events: StoredEvent[],
  context: CommandContext,
): Promise<NoticeOutcome> => {
  const ours = isOurLateRefund(events, notice);
  if (ours && notice.kind === 'refunded') return 'unchanged';
  if (notice.kind === 'refunded' && ourLateRefundMade(events))
    await reverseLateRefundListedFailed(deps, notice, paymentId, events, context);
  const command: PaymentCommand | undefined =
    ours && notice.kind === 'refundFailed'
      ? {
          type: 'ReverseLateRefund',
          reason: REFUND_FAILED_AT_PROVIDER,
          failed: await failedRefundsOf(deps, notice, events),
          now: context.now,
        }
      : paymentCommand(notice, context.now);
  if (!command) return raiseUnknownCharge(deps, notice, paymentId, context);
  const booked = await bookOnPayment(deps, paymentId, command, context);
  if (booked) return booked;
  const asked = await withFailedRefunds(deps, notice, events, command);
  const again = asked && (await bookOnPayment(deps, paymentId, asked, context));
  return again || raiseUnknownCharge(deps, notice, paymentId, context);
};

/**
 * A notice that names no refund of ours (Paystack's), checked with the provider (one that does, Stripe's, is ours only
 * by its name): a refund made, whether it lists more of its amount than we know of (then it is not ours), and which of
 * ours it lists as failed while we count them made (their failure's notice may have been answered 5xx and come
 * later); a failure, the one of ours it says failed, or none (a repeated or late notice then takes back nothing).
 */
const checkedCommand = async (
  deps: CommandApiDeps,
  notice: ProviderNotice,
  { ourRefunds, providerRefunds }: GiftAtProvider,
  payment: StoredEvent[],
  command: GiftAtProviderCommand,
): Promise<GiftAtProviderCommand> => {
  const provider = providerNamed(deps.config, notice.provider);
  const paid = payment.find((event) => event.type === 'PaymentSucceeded');
  if (command.type === 'RecordProviderRefund' && provider?.namesRefunds)
    return { ...command, beyondOurs: true };
  if (command.type === 'RecordProviderRefund' && provider?.refundsMade && paid) {
    const ofAmount = ({ amountMinor }: { amountMinor: number }) =>
      amountMinor === notice.amountCents;
    const listed = (await provider.refundsMade(paid.data.providerReference)).filter(ofAmount);
    const ours = ourRefunds.filter(({ reference }) =>
      listed.some((refund) => refund.reference === reference),
    );
    const theirs = Object.values(providerRefunds).filter(
      ({ minor }) => minor === notice.amountCents,
    );
    const failed =
      ourRefunds.some(({ reference }) => reference !== null) && provider.failedRefunds
        ? await provider.failedRefunds(paid.data.providerReference)
        : [];
    return { ...command, beyondOurs: listed.length > ours.length + theirs.length, failed };
  }
  // Stripe's failure names its refund: one whose answer we lost is none of ours, never a later one of its amount.
  if (command.type === 'RecordFailedRefund' && provider?.namesRefunds)
    return { ...command, checked: true };
  if (command.type !== 'RecordFailedRefund' || !provider?.failedRefunds || !paid) return command;
  const failed = await provider.failedRefunds(paid.data.providerReference);
  const ours = ourRefunds.find(({ reference }) => reference && failed.includes(reference));
  return {
    ...command,
    notice: {
      ...command.notice,
      refundReference: ours?.reference ?? command.notice.refundReference,
    },
    checked: true,
  };
};

const recordNotice = async (
  deps: CommandApiDeps,
  notice: ProviderNotice,
  context: CommandContext,
): Promise<NoticeOutcome> => {
  const paymentId = await paymentIdOf(deps.store, notice);
  if (!paymentId) return raiseUnknownCharge(deps, notice, undefined, context);
  const [giftStream, payment] = await deps.store.readStreams([
    donationStream(paymentId),
    paymentStream(paymentId),
  ]);
  const atProvider = fold(giftAtProviderDecider, giftStream!.events);
  const { gift } = atProvider;
  if (!gift || !succeededThrough(payment!.events, notice.provider))
    return recordOnPayment(deps, notice, paymentId, payment!.events, context);
  const afterPayout = await paidOut(deps.store, gift.campaignId);
  const command = await checkedCommand(
    deps,
    notice,
    atProvider,
    payment!.events,
    commandFor(notice, afterPayout, context.now),
  );
  const { events } = await handleCommand(
    deps.store,
    donationStream(paymentId),
    giftAtProviderDecider,
    command,
    context,
  );
  if (events.some((event) => event.type === 'ProviderAlertRaised')) return 'alerted';
  return events.length > 0 ? 'recorded' : 'unchanged';
};

/**
 * Disputes and provider-side refunds, from a verified webhook (the sandbox's page included), each booked on its gift
 * once. One that cannot be booked (no such gift, more than is left of it) is alerted and still acknowledged: the
 * provider retries what we refuse, and its retries would not change the answer.
 */
export const recordProviderNotices = async (deps: CommandApiDeps, notices: ProviderNotice[]) => {
  const context: CommandContext = { system: true, correlationId: randomUUID(), now: deps.clock() };
  const outcomes: { kind: ProviderNotice['kind']; outcome: NoticeOutcome }[] = [];
  for (const notice of notices)
    outcomes.push({ kind: notice.kind, outcome: await recordNotice(deps, notice, context) });
  return { notices: outcomes };
};
