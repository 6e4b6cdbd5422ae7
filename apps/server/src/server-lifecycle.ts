import { liveness, logger } from '@harambee/database';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';

const STARTING = 'Starting: waiting for the database';
/** Requests in flight get this long to finish after SIGTERM; the process must be gone within 10 s. */
const DRAIN_MS = 7_000;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, {
    'content-type': 'application/json',
    ...(status === 503 ? { 'retry-after': '1' } : {}),
  });
  res.end(JSON.stringify(body));
};

/** What the server answers before its database is open: alive, not ready. */
export const startingAnswers: RequestListener = (req, res) => {
  const path = req.url?.split('?')[0];
  if (path === '/health/live' || path === '/api/health/live')
    json(res, 200, liveness('harambee').body);
  else json(res, 503, { status: 'error', message: STARTING });
};

/**
 * Graceful stop of an HTTP server: `start` stops accepting, closes idle keep-alive connections, asks
 * clients of requests still running to close theirs, and resolves once those requests are answered.
 */
export const drain = (server: Server) => {
  let stopping = false;
  const guard =
    (app: RequestListener): RequestListener =>
    (req: IncomingMessage, res: ServerResponse) => {
      if (stopping) res.setHeader('connection', 'close');
      app(req, res);
    };
  const start = async () => {
    stopping = true;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.closeIdleConnections();
    const timedOut = new Promise<boolean>((resolve) =>
      setTimeout(() => resolve(true), DRAIN_MS).unref(),
    );
    if (await Promise.race([closed.then(() => false), timedOut])) {
      logger.warn('requests still running after the drain period; closing their connections');
      server.closeAllConnections();
    }
    clearInterval(idle);
  };
  return { guard, start };
};
