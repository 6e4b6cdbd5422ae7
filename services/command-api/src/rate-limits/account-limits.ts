import type { SqlDatabase } from '@harambee/database';
import { TooManyRequestsError } from '@harambee/platform';
import { type Request, Router } from 'express';
import rateLimit, { type RateLimitInfo } from 'express-rate-limit';
import { PostgresRateLimitStore } from './rate-limit-store';

export const MAILS_PER_ADDRESS = { limit: 5, windowMs: 60 * 60_000 };
/** Every endpoint that mails the address in its body. */
export const MAILING_ROUTES = ['/auth/request-verification', '/auth/forgot-password'] as const;

const emailOf = (req: Request) =>
  typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';

const minutesLeft = (req: Request) => {
  const { resetTime } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
  return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 60_000));
};

/**
 * Mails per recipient, keyed by the email address in the body, so rotating client addresses does not
 * help. They run after the JSON body is parsed; a request without an address is left to the form's own
 * 400. (Wrong passwords per account are slowed down by the sign-in throttle, not refused.)
 */
export const accountLimits = (db: SqlDatabase) => {
  const router = Router();
  for (const path of MAILING_ROUTES) {
    router.post(
      path,
      rateLimit({
        keyGenerator: emailOf,
        skip: (req: Request) => !emailOf(req),
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        ...MAILS_PER_ADDRESS,
        store: new PostgresRateLimitStore(db, `mail:${path}:`),
        handler: (req, _res, next) => {
          const values = { minutes: minutesLeft(req) };
          next(new TooManyRequestsError({ key: 'api.tooManyMails', values }));
        },
      }),
    );
  }
  return router;
};
