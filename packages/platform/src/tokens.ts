import type { Words } from '@harambee/messages';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { UnauthorizedError } from './errors';

export const actorRole = z.enum(['creator', 'admin']);
export type ActorRole = z.infer<typeof actorRole>;
export type Actor = { userId: string; role: ActorRole };

/** `sv` is the owner's session version at signing: a logout-all or password reset raises it, ending older tokens. */
const claims = z.object({
  sub: z.string().min(1),
  role: actorRole,
  sv: z.number().int().nonnegative().default(0),
  exp: z.number(),
});
export type Session = Actor & { sessionVersion: number; expiresAt: Date };

export const SESSION_ENDED: Words = { key: 'api.sessionExpired' };

export const REMEMBER_ME_EXPIRY = '30d';
export const SESSION_EXPIRY = '1d';

export const signToken = (
  actor: Actor & { sessionVersion?: number },
  secret: string,
  rememberMe = true,
) =>
  jwt.sign({ role: actor.role, sv: actor.sessionVersion ?? 0 }, secret, {
    subject: actor.userId,
    algorithm: 'HS256',
    expiresIn: rememberMe ? REMEMBER_ME_EXPIRY : SESSION_EXPIRY,
  });

/** The token's session, checked for signature and expiry only: whether it was revoked needs the store. */
export const verifySession = (token: string, secret: string): Session => {
  try {
    const parsed = claims.parse(jwt.verify(token, secret, { algorithms: ['HS256'] }));
    return {
      userId: parsed.sub,
      role: parsed.role,
      sessionVersion: parsed.sv,
      expiresAt: new Date(parsed.exp * 1000),
    };
  } catch {
    throw new UnauthorizedError(SESSION_ENDED);
  }
};
