import {
  type ApiRoute,
  handle,
  requireActor,
  type SessionOwnerOf,
  success,
} from '@harambee/platform';
import { Router } from 'express';
import { contextOf } from '../core/command-context';
import type { CommandApiDeps } from '../core/deps';
import { handleCommand, loadState } from '../core/handle-command';
import { userDecider, userStream } from './user';

/** Ends every session of the caller, this one included: all their tokens answer 401 from now on. */
export const sessionRoutes = ({ store, config, clock }: CommandApiDeps) =>
  Router().post(
    '/auth/logout-all',
    handle(async (req, res) => {
      const actor = requireActor(req, config.jwtSecret);
      const context = contextOf(req, actor, clock);
      const loggedOutAt = context.now.toISOString();
      await handleCommand(
        store,
        userStream(actor.userId),
        userDecider,
        {
          type: 'LogOutEverywhere',
          data: { userId: actor.userId, loggedOutAt },
        },
        context,
      );
      success(res, { loggedOutAt });
    }),
  );

/**
 * The token's owner folded from their stream: the write side never trusts the lagging read model for a
 * security decision. A user stream holds a handful of events, so the read stays cheap. Nobody answers for an
 * erased user or one never registered, so every token of theirs is refused.
 */
export const sessionOwnerFromStream =
  ({ store }: Pick<CommandApiDeps, 'store'>): SessionOwnerOf =>
  async (userId) => {
    const { state } = await loadState(store, userStream(userId), userDecider);
    return state.status === 'registered'
      ? { role: state.role, sessionVersion: state.sessionVersion }
      : undefined;
  };

export const sessionDocs: ApiRoute[] = [
  {
    method: 'post',
    path: '/auth/logout-all',
    tag: 'accounts',
    auth: 'user',
    summary: 'Log out everywhere: every token of yours, this one included, stops working',
  },
];
