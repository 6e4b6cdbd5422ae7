import {
  ForbiddenError,
  InvalidInputError,
  PaymentDeclinedError,
  actorOf,
  actorOrAnonymous,
  cryptoOffer,
  handle,
  parseInput,
  requireActor,
  success,
} from '@harambee/platform';
import { type Request, Router } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { campaignDependency } from '../campaigns/campaign-states';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand, startStreamWith } from '../core/handle-command';
import { toCents } from '../core/money';
import { cardCharge } from './charge-for-gift';
import { donationDecider, donationStream } from './donation';
import {
  backerData,
  CRYPTO_USD_RATES,
  cardPaymentForm,
  cryptoPledgeForm,
  donationForm,
} from './donation-schemas';
import { donationView } from './donation-view';
import { idempotencyKeyOf, idempotentStarts } from '../payments/idempotent-starts';
import { cryptoNotOffered } from '../payments/payment-routes';

/**
 * A pledge is the sandbox's simulated crypto invoice: taken only there. With BTCPay configured crypto gifts are real
 * invoices (`POST /v1/payments/checkout`, `method: crypto`), and with no crypto provider crypto is not offered.
 */
const refuseCryptoUnlessOffered = (config: CommandApiDeps['config']) => {
  if (cryptoOffer(config) !== 'simulated') throw cryptoNotOffered();
};

const pledgeParam = z.object({
  id: z.string().regex(/^pledge_[0-9a-f-]{36}$/, 'Pledge not found'),
});

export const donationRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock, payments } = deps;
  const cardPayment = cardPaymentForm(clock);
  const once = idempotentStarts(clock);
  /** Only an admin records a gift without a card payment; a stale admin session is sent to log in again. */
  const offlineGiver = (req: Request) => {
    const actor = actorOf(req, config.jwtSecret);
    if (!actor) throw new PaymentDeclinedError({ key: 'api.payment.cardRequired' });
    if (actor.role !== 'admin') throw new ForbiddenError();
    return actor;
  };

  return Router()
    .post(
      '/v1/payments/card',
      handle(async (req, res) => {
        const { amount, campaignId, ...card } = parseInput(cardPayment, req.body ?? {});
        const gift = cardCharge(deps, { amountCents: toCents(amount), campaignId, card });
        await gift.check();
        // A repeat under the same Idempotency-Key (a retry after a dropped connection) answers the first charge.
        const paymentId = await once('card', idempotencyKeyOf(req), req.body, gift.charge);
        success(res, { paymentId }, 201);
      }),
    )
    .post(
      '/v1/donations',
      handle(async (req, res) => {
        const form = parseInput(donationForm, req.body ?? {});
        if (form.paymentMethod === 'bitcoin')
          throw new InvalidInputError({ key: 'api.crypto.pledgedElsewhere' });
        const offline = !form.paymentId;
        const context = contextOf(
          req,
          offline ? offlineGiver(req) : actorOrAnonymous(req, config.jwtSecret),
          clock,
        );
        const paymentId = form.paymentId ?? `admin_${randomUUID()}`;
        const data = {
          donationId: randomUUID(),
          paymentId,
          ...backerData(form),
          ...(offline ? {} : { language: context.language }),
          paymentMethod: offline ? ('admin' as const) : form.paymentMethod,
          donatedAt: context.now.toISOString(),
        };
        const payment = offline ? undefined : await payments.findPayment(paymentId);
        const { state, events } = await startStreamWith(
          store,
          donationStream(paymentId),
          donationDecider,
          campaignDependency(form.campaignId),
          (campaign) => ({
            type: 'RecordDonation' as const,
            data,
            payment,
            campaign,
            now: context.now,
          }),
          context,
        );
        if (state.status !== 'recorded') throw new Error('donation was not recorded');
        success(res, { donation: donationView(state.donation) }, events.length > 0 ? 201 : 200);
      }),
    )
    .post(
      '/v1/donations/crypto-pledges',
      handle(async (req, res) => {
        refuseCryptoUnlessOffered(config);
        const form = parseInput(cryptoPledgeForm, req.body ?? {});
        const context = contextOf(req, actorOrAnonymous(req, config.jwtSecret), clock);
        const pledgeId = `pledge_${randomUUID()}`;
        const { state } = await startStreamWith(
          store,
          donationStream(pledgeId),
          donationDecider,
          campaignDependency(form.campaignId),
          (campaign) => ({
            type: 'PledgeCrypto' as const,
            data: {
              pledgeId,
              ...backerData(form),
              language: context.language,
              currency: form.currency,
              cryptoAmount: (form.amount / CRYPTO_USD_RATES[form.currency]).toFixed(8),
              pledgedAt: context.now.toISOString(),
            },
            campaign,
            now: context.now,
          }),
          context,
        );
        if (state.status !== 'pledged') throw new Error('pledge was not recorded');
        success(
          res,
          {
            pledge: {
              _id: pledgeId,
              status: 'pending',
              currency: form.currency,
              cryptoAmount: state.pledge.cryptoAmount,
              amount: form.amount,
            },
          },
          201,
        );
      }),
    )
    .patch(
      '/v1/donations/crypto-pledges/:id/confirm',
      handle(async (req, res) => {
        const context = contextOf(req, requireActor(req, config.jwtSecret, 'admin'), clock);
        const { id } = parseInput(pledgeParam, req.params);
        await handleCommand(
          store,
          donationStream(id),
          donationDecider,
          { type: 'ConfirmPledge', now: context.now },
          context,
        );
        success(res, { pledge: { _id: id, status: 'confirmed' } });
      }),
    );
};
