import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { UnauthorizedError } from './errors';

export const actorRole = z.enum(['creator', 'admin']);
export type ActorRole = z.infer<typeof actorRole>;
export type Actor = { userId: string; role: ActorRole };

const claims = z.object({ sub: z.string().min(1), role: actorRole });

export const REMEMBER_ME_EXPIRY = '30d';
export const SESSION_EXPIRY = '1d';

export const signToken = (actor: Actor, secret: string, rememberMe = true) =>
  jwt.sign({ role: actor.role }, secret, {
    subject: actor.userId,
    algorithm: 'HS256',
    expiresIn: rememberMe ? REMEMBER_ME_EXPIRY : SESSION_EXPIRY,
  });

export const verifyToken = (token: string, secret: string): Actor => {
  try {
    const parsed = claims.parse(jwt.verify(token, secret, { algorithms: ['HS256'] }));
    return { userId: parsed.sub, role: parsed.role };
  } catch {
    throw new UnauthorizedError('Your session has expired. Please log in again.');
  }
};
