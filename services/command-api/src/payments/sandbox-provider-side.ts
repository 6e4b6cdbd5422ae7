import type { Words } from '@harambee/messages';
import { parseInput, RuleBrokenError } from '@harambee/platform';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { fold } from '../core/decider';
import { escapeHtml } from '../core/mailer';
import { dollars, toCents, toDollars } from '../core/money';
import {
  type GiftAtProvider,
  giftAtProviderDecider,
  leftCents,
} from '../disputes/gift-at-provider';
import { recordProviderNotices } from '../disputes/record-provider-notice';
import { donationStream } from '../donations/donation';
import { sandboxWebhookSecret } from './choose-payment-provider';
import type { PaymentProvider, ProviderNotice } from './payment-provider';
import { signSandboxWebhook } from './providers/sandbox-provider';

const DAY_MS = 86_400_000;
export const SANDBOX_DISPUTE_REASON = 'Raised on the sandbox page';
export const ONLY_PAID_GIFTS: Words = { key: 'api.sandbox.onlyPaidGifts' };
const REFUND_AMOUNT_INVALID = 'api.sandbox.refundAmount';

export const providerSideChoice = z.object({
  action: z.enum(['dispute', 'disputeWon', 'disputeLost', 'refund'], {
    error: 'api.sandbox.providerAction',
  }),
  amount: dollars(REFUND_AMOUNT_INVALID)
    .refine((value) => value > 0, REFUND_AMOUNT_INVALID)
    .optional(),
});

export const giftAtSandbox = async (deps: CommandApiDeps, paymentId: string) =>
  fold(giftAtProviderDecider, (await deps.store.readStream(donationStream(paymentId))).events);

const sandboxDisputeId = (paymentId: string) => `sbx_dp_${paymentId}`;

/** What the tester can do to a paid gift from the provider's side, as the sandbox page shows it. */
export const providerSidePanel = (paymentId: string, state: GiftAtProvider) => {
  if (!state.gift) return '';
  const action = `/sandbox/checkout/${encodeURIComponent(paymentId)}/provider-side`;
  const form = (fields: string, label: string) =>
    `<form method="post" action="${escapeHtml(action)}">${fields}<button type="submit">${label}</button></form>`;
  const hidden = (value: string) => `<input type="hidden" name="action" value="${value}">`;
  const dispute = state.disputes[sandboxDisputeId(paymentId)];
  const left = toDollars(leftCents(state));
  const disputeControls = !dispute
    ? form(hidden('dispute'), 'Raise a dispute')
    : dispute.outcome === 'open'
      ? `<p>A dispute is open.</p>${form(hidden('disputeWon'), 'Dispute won')}${form(hidden('disputeLost'), 'Dispute lost')}`
      : `<p>The dispute was ${dispute.outcome}.</p>`;
  const refundControl =
    left > 0
      ? form(
          `${hidden('refund')}<label>Amount in dollars <input name="amount" type="number" step="0.01" min="0.01" max="${left.toFixed(2)}" value="${left.toFixed(2)}"></label>`,
          "Refund from the provider's side",
        )
      : '<p>Nothing is left of this gift to refund.</p>';
  return `<section aria-labelledby="provider-side"><h2 id="provider-side">The provider's side</h2>
<p>What a bank or the provider's dashboard could do to this paid gift. $${left.toFixed(2)} of it is left.</p>
${disputeControls}
${refundControl}
</section>`;
};

const noticeFor = (
  choice: z.infer<typeof providerSideChoice>,
  paymentId: string,
  state: GiftAtProvider,
  now: Date,
): ProviderNotice => {
  const common = {
    provider: 'sandbox' as const,
    charge: { paymentId },
    currency: 'usd',
    occurredAt: now.toISOString(),
  };
  if (choice.action === 'refund')
    return {
      kind: 'refunded',
      ...common,
      amountCents: choice.amount === undefined ? leftCents(state) : toCents(choice.amount),
      refundReference: `sbx_dashboard_refund_${randomUUID()}`,
    };
  const dispute = {
    ...common,
    amountCents: state.gift?.amountCents ?? 0,
    disputeId: sandboxDisputeId(paymentId),
    reason: SANDBOX_DISPUTE_REASON,
    evidenceDueBy: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
  };
  return choice.action === 'dispute'
    ? { kind: 'disputeOpened', ...dispute }
    : {
        kind: 'disputeClosed',
        ...dispute,
        outcome: choice.action === 'disputeWon' ? 'won' : 'lost',
      };
};

/** Sends what the tester chose as the sandbox's signed webhook, through the same code as a real provider's. */
export const actOnProviderSide = async (
  deps: CommandApiDeps,
  provider: PaymentProvider,
  paymentId: string,
  body: unknown,
) => {
  const choice = parseInput(providerSideChoice, body ?? {});
  const state = await giftAtSandbox(deps, paymentId);
  if (!state.gift) throw new RuleBrokenError(ONLY_PAID_GIFTS);
  const signed = signSandboxWebhook(
    noticeFor(choice, paymentId, state, deps.clock()),
    sandboxWebhookSecret(deps.config),
  );
  const notices = await provider.parseNotices(Buffer.from(signed.body), signed.headers);
  return recordProviderNotices(deps, notices ?? []);
};
