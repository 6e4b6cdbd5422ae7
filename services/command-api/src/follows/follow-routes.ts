import { type ApiRoute, handle, NotFoundError, parseInput, success } from '@harambee/platform';
import { Router } from 'express';
import { z } from 'zod';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand } from '../core/handle-command';
import { strictForm } from '../core/strict-form';
import { followDecider, followIdOf, followStream, NOT_FOLLOWING } from './follow';
import { isUnfollowKey } from './unfollow-link';

const unfollowParams = z.object({
  followId: z.string().regex(/^[a-f0-9]{32}$/, NOT_FOLLOWING.key),
  k: z.string().min(1, NOT_FOLLOWING.key).max(64, NOT_FOLLOWING.key),
});

export const confirmFollowForm = strictForm({
  token: z
    .string({ error: 'follow.confirmLinkMissing' })
    .min(1, 'follow.confirmLinkMissing')
    .regex(/^[a-f0-9]{32}\.[A-Za-z0-9_-]{20,100}$/, 'follow.confirmLinkInvalid'),
});

export const followDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/v1/follows/confirm',
    tag: 'donations',
    auth: 'public',
    body: confirmFollowForm,
    summary:
      "The confirmation mail's link (the token after '#', no sign-in): the follow starts, so the creator's next campaigns are mailed; 400 for a link that is wrong or older than the days a follow waits",
  },
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

/** The confirmation mail's link and the follow mail's unfollow link: the secret in each is the proof, so neither needs a sign-in. */
export const followRoutes = (deps: CommandApiDeps) => {
  const router = Router();
  router.post(
    '/v1/follows/confirm',
    handle(async (req, res) => {
      const { token } = parseInput(confirmFollowForm, req.body ?? {});
      const context = contextOf(req, undefined, deps.clock);
      await handleCommand(
        deps.store,
        followStream(followIdOf(token)),
        followDecider,
        { type: 'ConfirmFollow', token, now: context.now },
        context,
      );
      success(res, { confirmed: true });
    }),
  );
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
