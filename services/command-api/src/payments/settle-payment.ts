import { RuleBrokenError } from '@harambee/platform';
import { logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import { acceptsDonations, campaignStream } from '../campaigns/campaign';
import { campaignDependency, campaignStates } from '../campaigns/campaign-states';
import type { CommandContext } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand, handleCommandWith } from '../core/handle-command';
import { donationDecider, donationStream } from '../donations/donation';
import { type Checkout, paymentDecider, paymentMismatch, paymentStream } from './payment';
import type { PaymentProvider, WebhookHeaders } from './payment-provider';

/** How a gift paid through a checkout's method is recorded. */
const GIFT_METHOD = {
  card: 'creditCard',
  mobileMoney: 'mobileMoney',
  crypto: 'bitcoin',
} as const satisfies Record<Checkout['method'], string>;

/** The gift a settled checkout pays for, through the same decider as every other donation: once per payment. */
const recordGift = async (
  { store }: CommandApiDeps,
  checkout: Checkout,
  context: CommandContext,
) => {
  const { paymentId, campaignId, amountCents, method } = checkout;
  await handleCommandWith(
    store,
    donationStream(paymentId),
    donationDecider,
    campaignDependency(campaignId),
    (campaign) => ({
      type: 'RecordDonation' as const,
      data: {
        donationId: randomUUID(),
        paymentId,
        campaignId,
        amountCents,
        charged: checkout.charged,
        ...(checkout.feeCover ? { feeCover: checkout.feeCover } : {}),
        donorName: checkout.donorName,
        anonymous: checkout.anonymous,
        message: checkout.message,
        email: checkout.email,
        isRecurring: checkout.isRecurring,
        recurringInterval: checkout.recurringInterval,
        keepPosted: checkout.keepPosted ?? checkout.isRecurring,
        dedication: checkout.dedication,
        ...(checkout.language ? { language: checkout.language } : {}),
        paymentMethod: GIFT_METHOD[method],
        donatedAt: context.now.toISOString(),
      },
      payment: { paymentId, status: 'approved' as const, amountCents, campaignId },
      campaign,
      now: context.now,
    }),
    context,
  );
};

export const LATE_PAYMENT = 'The campaign stopped taking donations before the payment arrived';

/** A gift already recorded stays; a new one only while its campaign takes gifts. */
const mayRecordGift = async ({ store }: CommandApiDeps, checkout: Checkout, now: Date) => {
  const campaign = campaignStream(checkout.campaignId);
  const { reads, folded } = await campaignStates.readWith(
    store,
    [donationStream(checkout.paymentId), campaign],
    campaign,
  );
  return reads[0]!.version > 0 || acceptsDonations(folded.state, now);
};

/**
 * What every provider's webhook goes through, the sandbox's hosted page included: verify the signature
 * (WebhookSignatureError, 400, nothing written), settle the checkout, and record the gift once it succeeded.
 */
export const settlePayment = async (
  deps: CommandApiDeps,
  provider: PaymentProvider,
  rawBody: Buffer,
  headers: WebhookHeaders,
) => {
  const outcome = await provider.parseWebhook(rawBody, headers);
  if (!outcome) return { status: 'ignored' as const };
  const context: CommandContext = { system: true, correlationId: randomUUID(), now: deps.clock() };
  const { state, events } = await handleCommand(
    deps.store,
    paymentStream(outcome.paymentId),
    paymentDecider,
    { type: 'SettlePayment', outcome, now: context.now },
    context,
  );
  if (state.status === 'none') throw new Error('settled payment has no checkout');
  const mismatch = events.find((event) => event.type === 'PaymentMismatchDetected');
  if (mismatch) {
    logger.warn('payment webhook does not match its checkout; nothing recorded', mismatch.data);
    throw new RuleBrokenError(paymentMismatch(state.checkout));
  }
  if (state.status !== 'succeeded') return { status: state.status };
  // Also on a retry after success: a gift left unrecorded by a crash between the two appends is recorded now,
  // unless its campaign stopped taking gifts while the donor paid (or while the gift was being recorded: the
  // append holds the campaign at the version read): then the money goes back.
  if (await mayRecordGift(deps, state.checkout, context.now)) {
    try {
      await recordGift(deps, state.checkout, context);
      return { status: state.status };
    } catch (error) {
      if (await mayRecordGift(deps, state.checkout, context.now)) throw error;
    }
  }
  await handleCommand(
    deps.store,
    paymentStream(outcome.paymentId),
    paymentDecider,
    { type: 'RefundLatePayment', reason: LATE_PAYMENT, now: context.now },
    context,
  );
  return { status: 'refunding' as const };
};
