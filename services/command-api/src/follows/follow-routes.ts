import { type ApiRoute, handle, NotFoundError, parseInput, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { followDecider, followStream, NOT_FOLLOWING } from './follow';
import { isUnfollowKey } from './unfollow-link';

const unfollowParams = z.object({
  followId: z.string().regex(/^[a-f0-9]{32}$/, NOT_FOLLOWING),
  k: z.string().min(1, NOT_FOLLOWING).max(64, NOT_FOLLOWING),
});

export const followDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/follows/:followId/unfollow',
    tag: 'donations',
    auth: 'public',
    params: unfollowParams.pick({ followId: true }),
    query: unfollowParams.pick({ k: true }),
    summary:
      "The follow mail's one-click unfollow (the key k from the mail's link, no sign-in): no more mail about the creator's new campaigns; 404 for a wrong key",
  },
];

/** The follow mail's unfollow link: the key in the link is the proof, so it works without signing in. */
export const followRoutes = (deps: CommandApiDeps) => {
  const router = Router();
  router.post(
    '/v1/follows/:followId/unfollow',
    handle(async (req, res) => {
      const { followId, k } = parseInput(unfollowParams, {
        ...req.query,
        ...req.body,
        ...req.params,
      });
      if (!isUnfollowKey(deps.config.jwtSecret, followId, k))
        throw new NotFoundError(NOT_FOLLOWING);
      const context = contextOf(req, undefined, deps.clock);
      await handleCommand(
        deps.store,
        followStream(followId),
        followDecider,
        { type: 'Unfollow', at: context.now.toISOString() },
        context,
      );
      success(res, { unfollowed: true });
    }),
  );
  return router;
};
