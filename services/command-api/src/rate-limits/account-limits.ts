import type { SqlDatabase } from '@harambee/database';
import { type Request, Router } from 'express';
import rateLimit, { type RateLimitInfo } from 'express-rate-limit';
import { PostgresRateLimitStore } from './rate-limit-store';

export const FAILED_LOGINS = { limit: 10, windowMs: 15 * 60_000 };
export const MAILS_PER_ADDRESS = { limit: 5, windowMs: 60 * 60_000 };
/** Every endpoint that mails the address in its body. */
export const MAILING_ROUTES = ['/auth/request-verification', '/auth/forgot-password'] as const;

const emailOf = (req: Request) =>
  typeof req.body?.email === 'string' ? req.body.email.trim().toLowerCase() : '';

const minutesLeft = (req: Request) => {
  const { resetTime } = (req as Request & { rateLimit: RateLimitInfo }).rateLimit;
  return Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 60_000));
};

const refusal = (message: (minutes: number) => string) => (req: Request) => ({
  status: 'fail',
  message: message(minutesLeft(req)),
});

/**
 * Limits keyed by the email address in the body, so rotating client addresses does not help: failed
 * logins per account, and mails per recipient. They run after the JSON body is parsed; a request
 * without an address is left to the form's own 400.
 */
export const accountLimits = (db: SqlDatabase) => {
  const byEmail = {
    keyGenerator: emailOf,
    skip: (req: Request) => !emailOf(req),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
  } as const;
  const router = Router().post(
    '/auth/login',
    rateLimit({
      ...byEmail,
      ...FAILED_LOGINS,
      store: new PostgresRateLimitStore(db, 'failed-login:'),
      // Only a wrong password counts; the limit then holds the right one back too, so guessing stops.
      requestWasSuccessful: (_req, res) => res.statusCode !== 401,
      skipSuccessfulRequests: true,
      message: refusal(
        (minutes) =>
          `Too many failed logins for this account. Please try again in ${minutes} minutes or reset your password.`,
      ),
    }),
  );
  for (const path of MAILING_ROUTES) {
    router.post(
      path,
      rateLimit({
        ...byEmail,
        ...MAILS_PER_ADDRESS,
        store: new PostgresRateLimitStore(db, `mail:${path}:`),
        message: refusal(
          (minutes) =>
            `Too many emails have been sent to this address. Please try again in ${minutes} minutes.`,
        ),
      }),
    );
  }
  return router;
};
