import type { Request, RequestHandler } from 'express';
import { logger } from '@harambee/database';
import { verifySession } from './tokens';

/** Requests whose token was valid when signed but has since been revoked; `actorOf` treats them as expired. */
const revoked = new WeakSet<Request>();

export const isRevoked = (req: Request) => revoked.has(req);

export const bearerOf = (req: Request) => {
  const header = req.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

/** The owner's current session version, from a source the service may trust for this decision. */
export type SessionVersionOf = (userId: string) => Promise<number>;

/**
 * Before any route: a token whose `sv` is not its owner's current session version was revoked (logout
 * everywhere, password reset). The route's own auth check then answers it as an expired session.
 */
export const refuseRevokedSessions =
  (secret: string, sessionVersionOf: SessionVersionOf): RequestHandler =>
  (req, _res, next) => {
    const token = bearerOf(req);
    if (!token) return next();
    let session;
    try {
      session = verifySession(token, secret);
    } catch {
      return next();
    }
    sessionVersionOf(session.userId)
      .then((current) => {
        if (current !== session.sessionVersion) revoked.add(req);
        next();
      })
      .catch((error: unknown) => {
        logger.error('session version lookup failed', { error: String(error) });
        next(error);
      });
  };
