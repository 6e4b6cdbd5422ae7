import { NotFoundError, handle, parseInput } from '@harambee/platform';
import express, { Router } from 'express';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { loadState } from '../core/handle-command';
import { fromMinorUnits } from '@harambee/rules';
import { sandboxWebhookSecret } from './choose-payment-provider';
import { chargeOf, PAYMENT_NOT_FOUND, paymentDecider, paymentStream } from './payment';
import type { PaymentOutcome, PaymentProvider } from './payment-provider';
import { thankYouPath } from './start-checkout';
import { signSandboxWebhook } from './providers/sandbox-provider';
import { actOnProviderSide, giftAtSandbox, providerSidePanel } from './sandbox-provider-side';
import { settlePayment } from './settle-payment';

const paymentParam = z.object({
  paymentId: z.string().regex(/^chk_[0-9a-f-]{36}$/, PAYMENT_NOT_FOUND.key),
});
const choice = z.object({
  outcome: z.enum(['approve', 'decline', 'timeout'], {
    error: 'api.sandbox.outcome',
  }),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const page = (
  paymentId: string,
  amount: string,
  method: string,
  status: string,
  providerSide: string,
) => {
  const action = `/sandbox/checkout/${encodeURIComponent(paymentId)}`;
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title></head>
<body>
<p><strong>Test mode: no real money moves.</strong></p>
<h1>Sandbox checkout</h1>
<p>Pay ${escapeHtml(amount)} by ${method === 'card' ? 'card' : 'mobile money'}. Payment ${escapeHtml(paymentId)} is ${escapeHtml(status)}.</p>
${button('approve', 'Approve payment')}
${button('decline', 'Decline payment')}
${method === 'mobileMoney' ? button('timeout', 'Let the phone prompt time out') : ''}
${providerSide}
</body></html>`;
};

/**
 * The sandbox's hosted page, served only when the sandbox is the provider: a tester approves, declines or
 * lets a prompt time out, and the page sends our webhook handler a signed webhook as a real provider would.
 * Once paid, it can also raise a dispute (then win or lose it) or refund from the provider's side.
 */
export const sandboxCheckoutRoutes = (
  deps: CommandApiDeps,
  providers: readonly PaymentProvider[],
) => {
  const provider = providers.find(({ name }) => name === 'sandbox');
  if (!provider) return Router();
  const checkoutOf = async (params: unknown) => {
    const { paymentId } = parseInput(paymentParam, params);
    const { state } = await loadState(deps.store, paymentStream(paymentId), paymentDecider);
    if (state.status === 'none') throw new NotFoundError(PAYMENT_NOT_FOUND);
    return state;
  };
  return Router()
    .get(
      '/sandbox/checkout/:paymentId',
      handle(async (req, res) => {
        const { checkout, status } = await checkoutOf(req.params);
        const { currency, amountMinor } = chargeOf(checkout);
        const major = fromMinorUnits(amountMinor, currency);
        const amount = currency === 'USD' ? `$${major}` : `${currency} ${major}`;
        const providerSide = providerSidePanel(
          checkout.paymentId,
          await giftAtSandbox(deps, checkout.paymentId),
        );
        res
          .type('html')
          .send(page(checkout.paymentId, amount, checkout.method, status, providerSide));
      }),
    )
    .post(
      '/sandbox/checkout/:paymentId',
      express.urlencoded({ extended: false, limit: '1kb' }),
      handle(async (req, res) => {
        const { checkout } = await checkoutOf(req.params);
        const { outcome } = parseInput(choice, req.body ?? {});
        const webhook: PaymentOutcome = {
          provider: 'sandbox',
          providerReference: checkout.providerReference,
          paymentId: checkout.paymentId,
          status: outcome === 'approve' ? 'succeeded' : 'failed',
          amountCents: chargeOf(checkout).amountMinor,
          currency: chargeOf(checkout).currency.toLowerCase(),
          method: checkout.method,
          ...(checkout.method === 'card' ? { last4: '4242' } : {}),
          occurredAt: deps.clock().toISOString(),
        };
        const signed = signSandboxWebhook(webhook, sandboxWebhookSecret(deps.config));
        await settlePayment(deps, provider, Buffer.from(signed.body), signed.headers);
        res.redirect(303, thankYouPath(checkout.campaignId, checkout.paymentId));
      }),
    )
    .post(
      '/sandbox/checkout/:paymentId/provider-side',
      express.urlencoded({ extended: false, limit: '1kb' }),
      handle(async (req, res) => {
        const { checkout } = await checkoutOf(req.params);
        await actOnProviderSide(deps, provider, checkout.paymentId, req.body);
        res.redirect(303, `/sandbox/checkout/${encodeURIComponent(checkout.paymentId)}`);
      }),
    );
};
