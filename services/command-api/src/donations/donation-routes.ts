import { NotFoundError, PaymentDeclinedError, handle, parseInput, actorOf, requireActor, success, ForbiddenError } from '@harambee/platform';
import { Router } from 'express';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { campaignDecider, campaignStream } from '../campaigns/campaign';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand, loadState } from '../core/handle-command';
import { toCents } from '../core/money';
import { cardDetails } from './card';
import { donationDecider, donationStream } from './donation';
import { CRYPTO_USD_RATES, cardPaymentForm, cryptoPledgeForm, donationForm } from './donation-schemas';
import { donationView } from './donation-view';

const pledgeParam = z.object({ id: z.string().regex(/^pledge_[0-9a-f-]{36}$/, 'Pledge not found') });

export const donationRoutes = (deps: CommandApiDeps) => {
  const { store, config, clock, payments } = deps;
  const card = cardDetails(clock);
  const campaignState = async (campaignId: string) =>
    (await loadState(store, campaignStream(campaignId), campaignDecider)).state;

  return Router()
    .post(
      '/v1/payments/card',
      handle(async (req, res) => {
        const body = req.body ?? {};
        const details = parseInput(card, body);
        const payment = parseInput(cardPaymentForm, body);
        const campaign = await campaignState(payment.campaignId);
        if (campaign.status === 'none' || campaign.status === 'deleted') throw new NotFoundError('Campaign not found');
        const result = await payments.chargeCard({ amountCents: toCents(payment.amount), campaignId: payment.campaignId, card: details });
        if (!result.approved) throw new PaymentDeclinedError();
        success(res, { paymentId: result.paymentId }, 201);
      }),
    )
    .post(
      '/v1/donations',
      handle(async (req, res) => {
        const actor = actorOf(req, config.jwtSecret);
        const form = parseInput(donationForm, req.body ?? {});
        const context = contextOf(req, actor, clock);
        const offline = !form.paymentId;
        if (offline && actor?.role !== 'admin') throw new PaymentDeclinedError('A card payment is required: paymentId is missing');
        if (form.paymentMethod === 'bitcoin') throw new ForbiddenError('Crypto gifts are pledged at /v1/donations/crypto-pledges');
        const paymentId = form.paymentId ?? `admin_${randomUUID()}`;
        const data = {
          donationId: randomUUID(),
          paymentId,
          campaignId: form.campaignId,
          amountCents: toCents(form.amount),
          donorName: form.anonymous ? '' : form.donorName,
          anonymous: form.anonymous,
          message: form.message,
          email: form.email,
          isRecurring: form.isRecurring,
          recurringInterval: form.isRecurring ? form.recurringInterval : null,
          dedication: form.dedication,
          paymentMethod: offline ? ('admin' as const) : form.paymentMethod,
          donatedAt: context.now.toISOString(),
        };
        const { state, events } = await handleCommand(store, donationStream(paymentId), donationDecider, {
          type: 'RecordDonation',
          data,
          payment: offline ? undefined : await payments.findPayment(paymentId),
          campaign: await campaignState(form.campaignId),
          now: context.now,
        }, context);
        if (state.status !== 'recorded') throw new Error('donation was not recorded');
        success(res, { donation: donationView(state.donation) }, events.length > 0 ? 201 : 200);
      }),
    )
    .post(
      '/v1/donations/crypto-pledges',
      handle(async (req, res) => {
        const form = parseInput(cryptoPledgeForm, req.body ?? {});
        const context = contextOf(req, actorOf(req, config.jwtSecret), clock);
        const pledgeId = `pledge_${randomUUID()}`;
        const { state } = await handleCommand(store, donationStream(pledgeId), donationDecider, {
          type: 'PledgeCrypto',
          data: {
            pledgeId,
            campaignId: form.campaignId,
            amountCents: toCents(form.amount),
            donorName: form.anonymous ? '' : form.donorName,
            anonymous: form.anonymous,
            message: form.message,
            email: form.email,
            isRecurring: form.isRecurring,
            recurringInterval: form.isRecurring ? form.recurringInterval : null,
            dedication: form.dedication,
            currency: form.currency,
            cryptoAmount: (form.amount / CRYPTO_USD_RATES[form.currency]).toFixed(8),
            pledgedAt: context.now.toISOString(),
          },
          campaign: await campaignState(form.campaignId),
          now: context.now,
        }, context);
        if (state.status !== 'pledged') throw new Error('pledge was not recorded');
        success(res, { pledge: { _id: pledgeId, status: 'pending', currency: form.currency, cryptoAmount: state.pledge.cryptoAmount, amount: form.amount } }, 201);
      }),
    )
    .patch(
      '/v1/donations/crypto-pledges/:id/confirm',
      handle(async (req, res) => {
        const context = contextOf(req, requireActor(req, config.jwtSecret, 'admin'), clock);
        const { id } = parseInput(pledgeParam, req.params);
        await handleCommand(store, donationStream(id), donationDecider, { type: 'ConfirmPledge', now: context.now }, context);
        success(res, { pledge: { _id: id, status: 'confirmed' } });
      }),
    );
};
