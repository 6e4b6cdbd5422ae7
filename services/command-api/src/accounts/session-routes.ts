import { type ApiRoute, handle, requireActor, success } from '@harambee/platform';
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
 * The owner's session version, folded from their stream: the write side never trusts the lagging read
 * model for a security decision. A user stream holds a handful of events, so the read stays cheap.
 */
/** No token carries it: every token of an erased user is refused. */
export const ERASED_SESSION_VERSION = -1;

export const sessionVersionFromStream =
  ({ store }: Pick<CommandApiDeps, 'store'>) =>
  async (userId: string) => {
    const { state } = await loadState(store, userStream(userId), userDecider);
    if (state.status === 'erased') return ERASED_SESSION_VERSION;
    return state.status === 'registered' ? state.sessionVersion : 0;
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
