import { type ApiRoute, handle, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { campaignIdParam } from '../campaigns/campaign-schemas';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { strictForm } from '../core/strict-form';
import { endCampaign } from './end-campaign';

export const closeCampaignForm = strictForm({
  reason: z
    .string({ error: 'admin.close.reasonRequired' })
    .trim()
    .min(1, 'admin.close.reasonRequired')
    .max(500, 'api.reason.tooLong'),
  refund: z.boolean({ error: 'api.close.refundBoolean' }).optional(),
});

/** An admin ends a campaign before its end date; `refund: true` refunds every backer even if the goal was reached. */
export const campaignCloseRoutes = (deps: CommandApiDeps) =>
  Router().patch(
    '/v1/campaigns/:id/close',
    handle(async (req, res) => {
      const context = contextOf(req, requireActor(req, deps.config.jwtSecret, 'admin'), deps.clock);
      const { id } = parseInput(campaignIdParam, req.params);
      const form = parseInput(closeCampaignForm, req.body ?? {});
      const { state } = await endCampaign(
        deps,
        id,
        { type: 'CloseCampaign', closeReason: form.reason, refund: form.refund ?? false },
        context,
      );
      const outcome = state.status === 'none' ? undefined : state.ended?.outcome;
      success(res, { campaign: { _id: id, status: state.status, outcome } });
    }),
  );

export const campaignCloseDocs: ApiRoute[] = [
  {
    method: 'patch',
    path: '/v1/campaigns/:id/close',
    tag: 'campaigns',
    auth: 'admin',
    params: campaignIdParam,
    body: closeCampaignForm,
    summary:
      'Close an approved campaign early: funded if it reached its goal, else failed and every backer refunded (refund: true refunds all anyway); 409 once ended',
  },
];
