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

/**
 * Passes a request the query API did not answer to the command API unchanged, the way the composed server
 * tries the read side first and the write side next; answers 502 when the command API is away.
 */
export const forwardTo =
  (origin: string): RequestHandler =>
  (req: Request, res: Response) => {
    const target = new URL(req.originalUrl, origin);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
    );
    const upstream = request(
      target,
      { method: req.method, headers: { ...headers, 'x-forwarded-host': req.headers.host ?? '' } },
      (answer) => {
        res.status(answer.statusCode ?? 502);
        for (const [name, value] of Object.entries(answer.headers))
          if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent)
        res.status(502).json({ status: 'error', message: 'The command API is not reachable' });
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
