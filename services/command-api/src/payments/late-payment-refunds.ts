import { logger } from '@harambee/database';
import { isReason, reasonIn } from '@harambee/messages';
import { RuleBrokenError } from '@harambee/platform';
import type { CurrencyCode } from '@harambee/rules';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { handleCommand } from '../core/handle-command';
import { escapeHtml, type Mail } from '../core/mailer';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { adminMailWords } from '../mail/admin-mail-words';
import { mailLanguage, type MailWords, mailWords } from '../mail/mail-language';
import { moneyMail } from '../money-out/money-mail';
import { providerNamed } from './choose-payment-provider';
import {
  chargeOf,
  disputeOpen,
  type LateRefundResult,
  paymentDecider,
  paymentStream,
} from './payment';

type Refund = {
  paymentId: string;
  provider: string;
  providerReference: string;
  amountCents: number;
  charged?: { currency: CurrencyCode; amountMinor: number };
  reason: string;
};

/** Why the payment is given back, as the refund was asked: it came late, or it did not match its checkout. */
export const MISMATCH_REFUND_REASON = 'refund.reason.mismatch';

const lateRefundMail = (to: string, donorName: string, refund: Refund, words: MailWords): Mail => {
  const { say } = words;
  const amount = words.paid(refund.charged, refund.amountCents);
  const lines = [
    donorName ? say('mail.hello', { name: donorName }) : say('mail.helloThere'),
    isReason(refund.reason, MISMATCH_REFUND_REASON)
      ? say('mail.mismatchRefund.body', { amount })
      : say('mail.lateRefund.body', { amount }),
    say('mail.refund.delay'),
  ];
  return {
    to,
    kind: 'refund',
    subject: say('mail.lateRefund.subject'),
    text: `${lines.join('\n\n')}\n\nHarambee`,
    html: `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p>Harambee</p>`,
  };
};

/** Why the provider did not refund: the event records it in English, the admins' mail says it in their language. */
type Refusal = 'notConfigured' | 'declined';
type Asked =
  | Extract<LateRefundResult, { refunded: true }>
  | (Extract<LateRefundResult, { refunded: false }> & { why: Refusal });

const adminAlert = (to: string, refund: Refund, why: Refusal, words: MailWords): Mail =>
  moneyMail(
    to,
    words.say('mail.lateRefundAlert.subject', { paymentId: refund.paymentId }),
    [
      words.say('mail.lateRefundAlert.body', {
        provider: refund.provider,
        paymentId: refund.paymentId,
        amount: words.usd(refund.amountCents),
        reference: refund.providerReference,
        why,
      }),
    ],
    'alert',
  );

/** Asks the provider (first whether a refund is already made); an unreachable provider throws, so the runner tries the same event again later. */
const ask = async (
  deps: CommandApiDeps,
  refund: Refund,
  attempt: string,
  byProvider: number[],
): Promise<Asked> => {
  const provider = providerNamed(deps.config, refund.provider);
  if (!provider)
    return {
      refunded: false,
      reason: `The ${refund.provider} provider is not configured`,
      why: 'notConfigured',
    };
  const request = {
    providerReference: refund.providerReference,
    amountCents: chargeOf(refund).amountMinor,
    currency: chargeOf(refund).currency,
  };
  // An earlier try may have gone through with its answer lost: a payment that was never a gift has no other refund.
  const earlier = provider.findRefund
    ? await provider.findRefund({ ...request, booked: [], byProvider })
    : null;
  const answer =
    earlier ??
    (await provider.refund({ ...request, reason: reasonIn('en', refund.reason), attempt }));
  return answer.status === 'failed'
    ? { refunded: false, reason: `${provider.name} declined the refund`, why: 'declined' }
    : { refunded: true, refundReference: answer.refundReference };
};

/**
 * The refund owed as it stands: as it was requested, for what is left of it (a refund in the provider's dashboard or
 * a dispute lost may have given back a part meanwhile); none while a dispute holds money the provider would not give
 * back (asked once it closes). `first`: the donor was never told of it.
 */
const owed = async (deps: CommandApiDeps, paymentId: string) => {
  const { events } = await deps.store.readStream(paymentStream(paymentId));
  const state = fold(paymentDecider, events);
  const requested = [...events].reverse().find((event) => event.type === 'PaymentRefundRequested');
  if (state.status === 'none' || state.refund !== 'requested' || !state.ourRefund) return null;
  if (requested?.type !== 'PaymentRefundRequested' || disputeOpen(state)) return null;
  const first = !events.some((event) => event.type === 'PaymentRefunded');
  return {
    state,
    first,
    /** The refunds made in the provider's dashboard: refunds of their amounts in its list are not ours. */
    byProvider: events.flatMap((event) =>
      event.type === 'PaymentRefundedByProvider' ? [event.data.charged.amountMinor] : [],
    ),
    refund: { ...requested.data, charged: state.ourRefund.charged },
    /** This try's name: the payment's stream at the version it was read. */
    attempt: `${paymentStream(paymentId)}@${events.length}`,
  };
};

/**
 * Refunds a payment that arrived after its campaign stopped taking gifts, and tells the donor (or the admins); asks
 * again at once when the provider says our refund failed after it was made (the donor was told already), and once a
 * dispute that held the money closes.
 */
export const latePaymentRefundProcessManager: ProcessManager = {
  name: 'late-payment-refunds',
  reactsTo: ['PaymentRefundRequested', 'PaymentRefundReversed', 'PaymentDisputeClosed'],
  react: async (event, deps) => {
    if (
      event.type !== 'PaymentRefundRequested' &&
      event.type !== 'PaymentRefundReversed' &&
      event.type !== 'PaymentDisputeClosed'
    )
      return;
    const stream = paymentStream(event.data.paymentId);
    const due = await owed(deps, event.data.paymentId);
    if (!due) return;
    const { state, first, refund, attempt, byProvider } = due;
    const result = await ask(deps, refund, attempt, byProvider);
    if (!result.refunded)
      logger.warn('late payment refund failed', {
        paymentId: event.data.paymentId,
        reason: result.reason,
      });
    const { email, donorName, language } = state.checkout;
    const words = mailWords(mailLanguage(language));
    const mail = result.refunded
      ? first && email && deps.mail.enqueue(lateRefundMail(email, donorName, refund, words))
      : deps.mail.enqueue(
          adminAlert(deps.config.adminEmail, refund, result.why, await adminMailWords(deps)),
        );
    const context = reactionContext(event, deps.clock());
    await handleCommand(
      deps.store,
      stream,
      paymentDecider,
      { type: 'RecordLateRefund', result, now: context.now },
      context,
      mail || undefined,
    );
  },
};

/**
 * A payment whose provider says money moved but not the checkout's (another amount): never a gift, its money is
 * given back at once through the same refund as a late payment's. Money in a currency we cannot give back is left
 * to the admins, already alerted.
 */
export const mismatchRefundProcessManager: ProcessManager = {
  name: 'mismatch-refunds',
  reactsTo: ['PaymentMismatchDetected'],
  react: async (event, deps) => {
    if (event.type !== 'PaymentMismatchDetected' || !event.data.moved) return;
    const context = reactionContext(event, deps.clock());
    try {
      await handleCommand(
        deps.store,
        paymentStream(event.data.paymentId),
        paymentDecider,
        { type: 'RefundLatePayment', reason: MISMATCH_REFUND_REASON, now: context.now },
        context,
      );
    } catch (error) {
      if (!(error instanceof RuleBrokenError)) throw error;
    }
  },
};
