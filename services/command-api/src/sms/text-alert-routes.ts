import { type ApiRoute, handle, parseInput, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { userDecider, userStream } from '../accounts/user';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { strictForm } from '../core/strict-form';

export const textAlertsForm = strictForm({
  gifts: z.boolean().describe('Text me about each gift to my campaigns'),
  payouts: z.boolean().describe('Text me when a payout is sent'),
});

/** A creator chooses to be texted, on their account's phone, about each gift and each payout (an event, as any). */
export const textAlertRoutes = ({ store, config, clock }: CommandApiDeps) =>
  Router().patch(
    '/v1/users/text-alerts',
    handle(async (req, res) => {
      const actor = requireActor(req, config.jwtSecret, 'creator');
      const chosen = parseInput(textAlertsForm, req.body ?? {});
      const context = contextOf(req, actor, clock);
      await handleCommand(
        store,
        userStream(actor.userId),
        userDecider,
        {
          type: 'ChooseTextAlerts',
          data: { userId: actor.userId, ...chosen, chosenAt: context.now.toISOString() },
        },
        context,
      );
      success(res, chosen);
    }),
  );

export const textAlertDocs: ApiRoute[] = [
  {
    method: 'patch',
    path: '/v1/users/text-alerts',
    tag: 'accounts',
    auth: 'creator',
    body: textAlertsForm,
    summary:
      "Choose to be texted (on your account's phone, through Africa's Talking when the server has it) about each gift and each payout",
  },
];
