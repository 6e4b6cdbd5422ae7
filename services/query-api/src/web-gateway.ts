import type { Words } from '@harambee/messages';
import { errorAnswer } from '@harambee/platform';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { request } from 'node:http';
import path from 'node:path';

/** Hop-by-hop headers stay with their connection. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/** Set here from the connection, never passed on as they came. */
const FORWARDING = new Set([
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
]);

const NOT_A_SITE_PATH: Words = {
  key: 'api.gateway.notASitePath',
  values: { example: '/api/v1/campaigns' },
};

/** `..` and `.` segments, as written or percent-encoded, and backslashes, which some servers read as `/`. */
const movesAround = (path: string) => {
  let decoded;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.includes('\\') || decoded.split('/').some((part) => part === '.' || part === '..');
};

/**
 * The command API's URL for a request target: its origin and the target's path and query, only when the target
 * is origin-form (one leading `/`) and normalising leaves its path as it is. An absolute-form target
 * (`http://elsewhere/…`) or `//elsewhere` would otherwise name another host.
 */
export const forwardedUrl = (origin: string, target: string): URL | undefined => {
  const path = target.split('?', 1)[0]!;
  if (!path.startsWith('/') || path.startsWith('//') || movesAround(path)) return undefined;
  const own = new URL(origin).origin;
  const url = new URL(target, own);
  return url.origin === own && url.pathname === path ? url : undefined;
};

type TrustFn = (address: string, hop: number) => boolean;

/**
 * Who asked, as this hop saw them: the socket's address, appended to the chain that came in only when
 * TRUST_PROXY trusts the hop it came from; otherwise whatever came in is replaced.
 */
const forwardingHeaders = (req: Request) => {
  const peer = req.socket.remoteAddress ?? '';
  const trusted = (req.app.get('trust proxy fn') as TrustFn)(peer, 0);
  const chain = trusted ? req.headers['x-forwarded-for'] : undefined;
  return {
    'x-forwarded-for': chain ? `${String(chain)}, ${peer}` : peer,
    'x-forwarded-proto': req.protocol,
    'x-forwarded-host': req.host ?? '',
  };
};

/**
 * Passes a request the query API did not answer to the command API, the way the composed server tries the read
 * side first and the write side next: only a path on this site, to the configured origin. Answers 400 for any
 * other target and 502 when the command API is away, each said in the caller's language.
 */
export const forwardTo =
  (origin: string): RequestHandler =>
  (req: Request, res: Response) => {
    const target = forwardedUrl(origin, req.originalUrl);
    if (!target) {
      errorAnswer(req, res, [400, NOT_A_SITE_PATH]);
      return;
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !HOP_BY_HOP.has(name) && !FORWARDING.has(name),
      ),
    );
    const upstream = request(
      target,
      { method: req.method, headers: { ...headers, ...forwardingHeaders(req) } },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent)
        errorAnswer(req, res, [502, { key: 'api.gateway.commandApiUnreachable' }], 'error');
      else res.destroy();
    });
    req.pipe(upstream);
  };

/** WEB_DIST: the built web app, with every page path answered by its index.html. */
export const webApp = (dist: string) =>
  express
    .Router()
    .use(express.static(dist, { index: false, maxAge: '1h' }))
    .get(/^\/(?!api\/|uploads\/|socket\.io\/).*/, (_req, res) =>
      res.sendFile(path.join(dist, 'index.html')),
    );
