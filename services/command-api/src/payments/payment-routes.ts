import type { Words } from '@harambee/messages';
import {
  AppError,
  NotFoundError,
  actorOrAnonymous,
  handle,
  parseInput,
  success,
  type Config,
} from '@harambee/platform';
import { logger } from '@harambee/database';
import express, { type Request, type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { loadState } from '../core/handle-command';
import { donationDecider, donationStream } from '../donations/donation';
import { donationView } from '../donations/donation-view';
import { recordProviderNotices } from '../disputes/record-provider-notice';
import { transferAtPaymentsUrl } from '../payouts/payout-routes';
import { loadReceipt, receiptSummary } from '../receipts/receipt-routes';
import { backToFormPath, keptFields, sendPlainFormError } from './plain-form-error';
import { keptForms } from './kept-forms';
import { idempotencyKeyOf, idempotentStarts } from './idempotent-starts';
import { checkoutFromPlainForm, refuseUnstatedCurrency } from './plain-form-post';
import { refuseCrossSitePost } from './same-origin-form';
import { chooseCryptoProvider, choosePaymentProviders } from './choose-payment-provider';
import { PAYMENT_NOT_FOUND, paymentDecider, paymentStream } from './payment';
import { notConfigured, PAYMENTS_NOT_CONFIGURED } from './payment-errors';
import type { PaymentProvider } from './payment-provider';
import { moneyView, priceView } from './price-gift';
import { LATE_PAYMENT, settlePayment } from './settle-payment';
import { checkoutStarter, thankYouPath } from './start-checkout';

/** For the sandbox's crypto pledges, which refuse the same way. */
export { cryptoNotOffered } from './payment-errors';

export const HOSTED_CHECKOUT_ONLY: Words = { key: 'api.payment.hostedCheckoutOnly' };

const paymentParam = z.object({
  paymentId: z.string().regex(/^chk_[0-9a-f-]{36}$/, PAYMENT_NOT_FOUND.key),
});

/** The configured providers, with one clear warning when there is none (the payment routes then answer 503). */
export const paymentProvidersOf = (config: Config) => {
  const providers = choosePaymentProviders(config);
  if (!providers.length)
    logger.warn(
      'no payment provider configured: set PAYMENT_PROVIDER (sandbox, or a list of stripe, paystack and flutterwave); donations are refused with 503 until then',
      { refusal: PAYMENTS_NOT_CONFIGURED.key },
    );
  return providers;
};

/**
 * Every payment is refused with 503 while no provider is chosen; the sandbox's in-page card
 * form takes money only when the sandbox takes cards (never test cards on a live server).
 */
export const paymentGuards = (providers: readonly PaymentProvider[]) => {
  const provider = providers[0];
  const refuse: RequestHandler = (_req, _res, next) => next(provider ? undefined : notConfigured());
  // An admin's record of a gift received offline (no paymentId) is not a payment: it stays open.
  const refusePaidGift: RequestHandler = (req, _res, next) =>
    next(provider || !req.body?.paymentId ? undefined : notConfigured());
  const sandboxCardsOnly: RequestHandler = (_req, _res, next) =>
    next(
      !provider || provider.name === 'sandbox'
        ? undefined
        : new NotFoundError(HOSTED_CHECKOUT_ONLY),
    );
  // A gift's two routes first: a request passed on by a router's last route leaves it on the next turn of the
  // event loop (express defers a router's exit), one passed on by an earlier route leaves at once.
  return Router()
    .post('/v1/payments/card', refuse, sandboxCardsOnly)
    .post('/v1/donations', refusePaidGift)
    .post('/v1/payments/checkout', refuse)
    .post('/v1/payments/checkout/form', refuse);
};

/**
 * Webhooks are read raw (the signature covers the exact bytes): mount before the JSON parser. The payment provider's
 * and the crypto provider's (BTCPay's, at /v1/payments/webhooks/btcpay) each come to their own path.
 */
export const paymentWebhookRoutes = (
  deps: CommandApiDeps,
  paymentProviders: readonly PaymentProvider[],
) => {
  const providers = [...paymentProviders, chooseCryptoProvider(deps.config)];
  return Router().post(
    '/v1/payments/webhooks/:provider',
    express.raw({ type: '*/*', limit: '1mb' }),
    handle(async (req, res) => {
      const provider = providers.find((known) => known?.name === req.params.provider);
      if (!provider) throw new NotFoundError({ key: 'api.payment.unknownProvider' });
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const transfer = await transferAtPaymentsUrl(deps, provider.name, rawBody, req.headers);
      if (transfer) return success(res, transfer);
      const notices = await provider.parseNotices(rawBody, req.headers);
      success(
        res,
        notices
          ? await recordProviderNotices(deps, notices)
          : await settlePayment(deps, provider, rawBody, req.headers),
      );
    }),
  );
};

export const paymentRoutes = (deps: CommandApiDeps, providers: readonly PaymentProvider[]) => {
  const { store, config, clock } = deps;
  const start = checkoutStarter(deps, providers);
  const kept = keptForms(clock);
  const once = idempotentStarts(clock);
  /** The way back from a refused plain form post: the donate page, with what was typed kept under a reference. */
  const wayBack = (posted: Record<string, unknown>) =>
    typeof posted.campaignId === 'string' && posted.campaignId
      ? backToFormPath(posted.campaignId, kept.keep(keptFields(posted)))
      : '/';
  /** Opens the provider's checkout for a gift; the JSON call and the plain form post both start here. */
  const startCheckout = (req: Request, body: unknown) =>
    start(
      body,
      contextOf(req, actorOrAnonymous(req, config.jwtSecret), clock),
      config.publicUrl || `${req.protocol}://${req.get('host')}`,
    );
  return Router()
    .post(
      '/v1/payments/checkout/form',
      express.urlencoded({ extended: false, limit: '20kb' }),
      handle(async (req, res) => {
        const posted = (req.body ?? {}) as Record<string, unknown>;
        const fields = checkoutFromPlainForm(posted);
        try {
          refuseCrossSitePost(req, config.publicUrl);
          refuseUnstatedCurrency(fields);
          const { paymentId, redirectUrl } = await startCheckout(req, fields);
          res.redirect(303, redirectUrl ?? thankYouPath(String(fields.campaignId), paymentId));
        } catch (error) {
          if (!(error instanceof AppError) || error.status >= 500) throw error;
          sendPlainFormError(req, res, error, wayBack(posted));
        }
      }),
    )
    .get(
      '/v1/payments/checkout/form/kept/:reference',
      handle(async (req, res) => {
        const fields = kept.find(String(req.params.reference));
        if (!fields) throw new NotFoundError();
        res.set('Cache-Control', 'no-store');
        success(res, { fields });
      }),
    )
    .post(
      '/v1/payments/checkout',
      handle(async (req, res) => {
        // A repeat under the same Idempotency-Key (a retry after a dropped connection) answers the first start.
        const { paymentId, redirectUrl, price, feeCover, now } = await once(
          'checkout',
          idempotencyKeyOf(req),
          req.body,
          () => startCheckout(req, req.body ?? {}),
        );
        success(
          res,
          {
            paymentId,
            status: 'pending',
            ...(redirectUrl ? { redirectUrl } : {}),
            ...priceView(price, now),
            ...(feeCover ? { feeCover: moneyView(feeCover.charged) } : {}),
          },
          201,
        );
      }),
    )
    .get(
      '/v1/payments/:paymentId',
      handle(async (req, res) => {
        const { paymentId } = parseInput(paymentParam, req.params);
        const { state } = await loadState(store, paymentStream(paymentId), paymentDecider);
        if (state.status === 'none') throw new NotFoundError(PAYMENT_NOT_FOUND);
        const gift = await loadState(store, donationStream(paymentId), donationDecider);
        const donation =
          gift.state.status === 'recorded' ? donationView(gift.state.donation) : undefined;
        const receipt =
          gift.state.status === 'recorded'
            ? await loadReceipt(deps, gift.state.donation.donationId)
            : undefined;
        // Money that came after its campaign stopped taking gifts is no gift: it is being given back.
        const refunding = state.refund !== 'none';
        success(res, {
          paymentId,
          status: refunding ? 'failed' : state.status,
          ...(refunding
            ? {
                reason: `${LATE_PAYMENT}: it ${state.refund === 'refunded' ? 'has been' : 'is being'} refunded.`,
              }
            : {}),
          ...(donation ? { donation } : {}),
          ...(receipt ? { receipt: receiptSummary(config.jwtSecret, receipt) } : {}),
        });
      }),
    );
};
