import { logger } from '@harambee/database';
import { reasonIn } from '@harambee/messages';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand } from '../core/handle-command';
import { moneyMail } from '../money-out/money-mail';
import { mailLanguage, mailWords } from '../mail/mail-language';
import { providerNamed } from '../payments/choose-payment-provider';
import type { RefundLookup } from '../payments/payment-provider';
import { paymentStream } from '../payments/payment';
import {
  type Gift,
  NEEDS_MANUAL_REFUND,
  type RefundResult,
  refundDecider,
  refundDue,
} from './refund';

/** The provider that took the money: a hosted checkout's, the sandbox for its in-page card; none for offline and crypto gifts. */
const paidThrough = async (deps: CommandApiDeps, paymentId: string) => {
  const { events } = await deps.store.readStream(paymentStream(paymentId));
  const succeeded = events.find((event) => event.type === 'PaymentSucceeded');
  if (succeeded)
    return {
      provider: succeeded.data.provider,
      providerReference: succeeded.data.providerReference,
    };
  if (await deps.payments.findPayment(paymentId))
    return { provider: 'sandbox' as const, providerReference: paymentId };
  return undefined;
};

/**
 * `known`: on a retry, the refunds of the gift already booked (see `RefundLookup`); `attempt`: this try's name (the
 * gift's stream at the version it was read).
 */
const askProvider = async (
  deps: CommandApiDeps,
  gift: Gift,
  reason: string,
  known: Pick<RefundLookup, 'booked' | 'byProvider'> | undefined,
  attempt: string,
): Promise<RefundResult> => {
  const payment = await paidThrough(deps, gift.paymentId);
  if (!payment) return { refunded: false, reason: NEEDS_MANUAL_REFUND, retryable: false };
  const provider = providerNamed(deps.config, payment.provider);
  if (!provider)
    return {
      refunded: false,
      reason: `The ${payment.provider} provider is not configured`,
      retryable: true,
    };
  try {
    const request = {
      providerReference: payment.providerReference,
      amountCents: gift.charged.amountMinor,
      currency: gift.charged.currency,
    };
    // An earlier try may have gone through with its answer lost: ask before refunding again.
    const earlier =
      known && provider.findRefund ? await provider.findRefund({ ...request, ...known }) : null;
    const refund =
      earlier ?? (await provider.refund({ ...request, reason: reasonIn('en', reason), attempt }));
    if (refund.status === 'failed')
      return { refunded: false, reason: `${provider.name} declined the refund`, retryable: true };
    return { refunded: true, refundReference: refund.refundReference };
  } catch (error) {
    logger.warn('refund failed at the provider; it will be retried', {
      paymentId: gift.paymentId,
      error: String(error),
    });
    return {
      refunded: false,
      reason: `${provider.name} could not refund the payment`,
      retryable: true,
    };
  }
};

/** The mail telling a donor their gift was given back, in the language they gave in. */
export const refundMail = (gift: Gift, email: string) => {
  const words = mailWords(mailLanguage(gift.language));
  return moneyMail(
    email,
    words.say('mail.refund.subject'),
    [
      words.say('mail.hello', { name: gift.donorName }),
      words.say('mail.refund.body', { amount: words.paid(gift.charged, gift.amountCents) }),
      words.say('mail.refund.delay'),
    ],
    'refund',
  );
};

/**
 * Tries the refund of the gift on `streamId` if it is due (just requested, or failed and its wait passed), and
 * records the answer; a refunded donor with an address gets a mail written in the same transaction.
 */
export const refundGift = async (
  deps: CommandApiDeps,
  streamId: string,
  context: CommandContext,
) => {
  const { events } = await deps.store.readStream(streamId);
  const state = fold(refundDecider, events);
  if (!refundDue(state, context.now)) return;
  const gift = { ...state.gift, amountCents: state.amountCents, charged: state.charged };
  const known =
    state.attempts > 0
      ? {
          // Ours whose answer was lost may have been booked as the provider's from its notice (Stripe's names it).
          booked: events.flatMap((event) =>
            event.type === 'DonationRefunded' || event.type === 'ProviderRefundRecorded'
              ? [event.data.refundReference]
              : [],
          ),
          byProvider: events.flatMap((event) =>
            event.type === 'ProviderRefundRecorded'
              ? [event.data.charged?.amountMinor ?? event.data.amountCents]
              : [],
          ),
        }
      : undefined;
  const result = await askProvider(deps, gift, state.reason, known, `${streamId}@${events.length}`);
  const mail =
    result.refunded && gift.email ? deps.mail.enqueue(refundMail(gift, gift.email)) : undefined;
  await handleCommand(
    deps.store,
    streamId,
    refundDecider,
    { type: 'RecordRefundAttempt', result, now: context.now },
    context,
    mail,
  );
};
