import { type ApiRoute, handle, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { userDecider, userStream } from '../accounts/user';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';

/** The logged-in user has seen their donation notifications: the unread count starts again from zero. */
export const notificationRoutes = ({ store, config, clock }: CommandApiDeps) =>
  Router().post(
    '/v1/notifications/seen',
    handle(async (req, res) => {
      const actor = requireActor(req, config.jwtSecret);
      const context = contextOf(req, actor, clock);
      const seenAt = context.now.toISOString();
      await handleCommand(
        store,
        userStream(actor.userId),
        userDecider,
        {
          type: 'MarkDonationNotificationsSeen',
          data: { userId: actor.userId, seenAt },
        },
        context,
      );
      success(res, { seenAt });
    }),
  );

export const notificationDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/notifications/seen',
    tag: 'notifications',
    auth: 'user',
    summary: 'Mark your donation notifications as seen',
  },
];
