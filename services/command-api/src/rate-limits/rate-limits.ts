import type { SqlDatabase } from '@harambee/database';
import type { Words } from '@harambee/messages';
import { TooManyRequestsError } from '@harambee/platform';
import type { RequestHandler } from 'express';
import rateLimit from 'express-rate-limit';
import { pathToRegexp } from 'path-to-regexp';
import { MINUTE_MS, perMinuteHeaders } from './rate-limit-headers';
import { PostgresRateLimitStore } from './rate-limit-store';

export const TOO_MANY_REQUESTS: Words = { key: 'api.tryAgainInAMinute' };

/** Endpoints that send mail, check passwords, charge cards, store uploads or take visitors' text. */
export const RATE_LIMITED_ROUTES = [
  '/auth/login',
  '/auth/forgot-password',
  '/auth/sign-in-link',
  '/auth/request-verification',
  '/contact',
  '/v1/campaigns',
  '/v1/campaigns/:id/updates',
  '/v1/payments/card',
  '/v1/payments/checkout',
  '/v1/payments/checkout/form',
  '/v1/donations',
  '/v1/donations/crypto-pledges',
  '/v1/users/me/erase',
  '/v1/follows/:followId/unfollow',
  '/v1/follows/confirm',
] as const;

/** Every PATCH and DELETE route, limited as the POSTs are; a specific path before the pattern that also matches it. */
export const RATE_LIMITED_CHANGES = [
  ['patch', '/v1/campaigns/:id'],
  ['patch', '/v1/campaigns/:id/close'],
  ['patch', '/v1/campaigns/:id/reject'],
  ['patch', '/v1/campaigns/:id/:action'],
  ['patch', '/v1/withdrawals/:id/approve'],
  ['patch', '/v1/withdrawals/:id/reject'],
  ['patch', '/v1/withdrawals/:id/check'],
  ['delete', '/v1/campaigns/:id'],
  ['patch', '/v1/blog/posts/:id'],
  ['delete', '/v1/blog/posts/:id'],
  ['patch', '/v1/donations/crypto-pledges/:id/confirm'],
  ['patch', '/v1/users/language'],
  ['patch', '/v1/users/text-alerts'],
] as const;

/** Reads that cost far more than a page: the personal-data export reads all of a person's records. */
export const RATE_LIMITED_READS = [['get', '/v1/users/me/data']] as const;

type Method = 'get' | 'post' | 'patch' | 'delete';

/**
 * Each route allows `perMinute` requests per client address a minute, counted in the database so every
 * process shares the count. They run before any body is read. Behind a reverse proxy, set TRUST_PROXY
 * (express's `trust proxy`) so the client address is the visitor's. A request counts once, against the first
 * limited route it matches (a close, not also as an admin action): it is looked up among its method's routes
 * alone, not walked through every limited route.
 */
export const rateLimits = (db: SqlDatabase, perMinute: number): RequestHandler => {
  const routes: (readonly [Method, string])[] = [
    ...RATE_LIMITED_ROUTES.map((path) => ['post', path] as const),
    ...RATE_LIMITED_CHANGES,
    ...RATE_LIMITED_READS,
  ];
  const byMethod = new Map<string, { matches: RegExp; limit: RequestHandler }[]>();
  const headers = perMinuteHeaders(perMinute);
  for (const [method, path] of routes) {
    const count = rateLimit({
      windowMs: MINUTE_MS,
      limit: perMinute,
      standardHeaders: false,
      legacyHeaders: false,
      store: new PostgresRateLimitStore(db, `address:${method}:${path}:`),
      handler: (req, res, next) => {
        res.setHeader('Retry-After', String(headers(req, res)));
        next(new TooManyRequestsError(TOO_MANY_REQUESTS));
      },
    });
    const limit: RequestHandler = (req, res, next) =>
      count(req, res, (error?: unknown) => {
        if (!error) headers(req, res);
        next(error);
      });
    // The route's expression as express matches it (`match` would decode parameters, unread here).
    const { regexp: matches } = pathToRegexp(path);
    // A GET route answers HEAD too.
    for (const each of method === 'get' ? ['GET', 'HEAD'] : [method.toUpperCase()])
      byMethod.set(each, [...(byMethod.get(each) ?? []), { matches, limit }]);
  }
  return (req, res, next) => {
    const route = byMethod.get(req.method)?.find(({ matches }) => matches.test(req.path));
    return route ? route.limit(req, res, next) : next();
  };
};
