import { type ApiRoute, handle, NotFoundError, success } from '@harambee/platform';
import express, { Router } from 'express';
import { z } from 'zod';
import type { CommandApiDeps } from '../core/deps';
import { parseJson } from '../payments/webhook-signature';
import type { WebhookHeaders } from '../payments/payment-provider';
import { choosePayoutGateways } from './choose-payout-gateway';
import type { PayoutGateway } from './payout-gateway';
import { settlePayoutCallback } from './payout-process';

/**
 * Flutterwave sends every event of an account to its one webhook URL, the payments one: a `transfer.*` event there is
 * its payout gateway's callback, settled as the payouts route settles it. Undefined for any other webhook.
 */
export const transferAtPaymentsUrl = async (
  deps: CommandApiDeps,
  provider: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
) => {
  const gateway = choosePayoutGateways(deps.config).find(({ name }) => name === provider);
  const event = (parseJson(rawBody) as { event?: unknown } | undefined)?.event;
  if (provider !== 'flutterwave' || !gateway) return undefined;
  if (typeof event !== 'string' || !event.startsWith('transfer.')) return undefined;
  return settlePayoutCallback(deps, gateway, rawBody, headers);
};

/** Callbacks are read raw (the signature covers the exact bytes): mount before the JSON parser. */
export const payoutWebhookRoutes = (deps: CommandApiDeps, gateways: readonly PayoutGateway[]) =>
  Router().post(
    '/v1/payouts/webhooks/:provider',
    express.raw({ type: '*/*', limit: '1mb' }),
    handle(async (req, res) => {
      const gateway = gateways.find(({ name }) => name === req.params.provider);
      if (!gateway) throw new NotFoundError({ key: 'api.payout.unknownProvider' });
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      success(res, await settlePayoutCallback(deps, gateway, rawBody, req.headers));
    }),
  );

export const payoutDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/payouts/webhooks/:provider',
    tag: 'wallet',
    auth: 'public',
    params: z.object({ provider: z.enum(['sandbox', 'paystack', 'flutterwave']) }),
    summary:
      "The payout gateway's signed transfer callback (raw body): marks the payout paid or failed; 400 on a bad signature, 404 for an unknown transfer, a repeat is ignored",
  },
];
