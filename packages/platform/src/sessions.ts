import type { Request, RequestHandler } from 'express';
import { logger } from '@harambee/database';
import { type Actor, type ActorRole, verifySession } from './tokens';

/** A token's owner as a source the service may trust for this decision knows them now. */
export type SessionOwner = { role: ActorRole; sessionVersion: number };

/**
 * The owner, or undefined when there is no such user: never registered, or erased. `sessionVersion` is the token's:
 * a source that may lag behind the log (the read models) waits for a version it has not seen yet.
 */
export type SessionOwnerOf = (
  userId: string,
  sessionVersion: number,
) => Promise<SessionOwner | undefined>;

/** Each request's caller as its owner's record has them, or `ended` when the token no longer counts. */
const callers = new WeakMap<Request, Actor | 'ended'>();

export const isRevoked = (req: Request) => callers.get(req) === 'ended';

/** The caller checked by `checkSessions`; undefined when the session ended or was never checked. */
export const checkedCallerOf = (req: Request): Actor | undefined => {
  const caller = callers.get(req);
  return caller === 'ended' ? undefined : caller;
};

export const bearerOf = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/**
 * Before any route, one look-up of the token's owner. The session has ended when the owner does not exist
 * (a token signed for nobody, an erased user) or its `sv` is not their current session version (logout
 * everywhere, password reset); otherwise the caller has the role on record, never the token's alone. A later
 * check of the same request replaces an earlier one, so the side that answers decides with its own source.
 */
export const checkSessions =
  (secret: string, sessionOwnerOf: SessionOwnerOf): RequestHandler =>
  (req, _res, next) => {
    const token = bearerOf(req);
    if (!token) return next();
    let session;
    try {
      session = verifySession(token, secret);
    } catch {
      return next();
    }
    sessionOwnerOf(session.userId, session.sessionVersion)
      .then((owner) => {
        callers.set(
          req,
          owner?.sessionVersion === session.sessionVersion
            ? { userId: session.userId, role: owner.role }
            : 'ended',
        );
        next();
      })
      .catch((error: unknown) => {
        logger.error('session owner lookup failed', { error: String(error) });
        next(error);
      });
  };
