import rateLimit from 'express-rate-limit';
import { Router } from 'express';

export const TOO_MANY_REQUESTS = 'Too many requests. Please try again in a minute.';

/** Endpoints that send mail, check passwords, charge cards, store uploads or take visitors' text. */
export const RATE_LIMITED_ROUTES = [
  '/auth/login',
  '/auth/forgot-password',
  '/auth/request-verification',
  '/contact',
  '/v1/campaigns',
  '/v1/payments/card',
  '/v1/donations',
  '/v1/donations/crypto-pledges',
] as const;

/**
 * Each endpoint allows `perMinute` POSTs per client address a minute, counted in this process.
 * Behind a reverse proxy, set TRUST_PROXY (express's `trust proxy`) so the client address is the visitor's.
 */
export const rateLimits = (perMinute: number) => {
  const router = Router();
  for (const path of RATE_LIMITED_ROUTES) {
    router.post(
      path,
      rateLimit({
        windowMs: 60_000,
        limit: perMinute,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        message: { status: 'fail', message: TOO_MANY_REQUESTS },
      }),
    );
  }
  return router;
};
