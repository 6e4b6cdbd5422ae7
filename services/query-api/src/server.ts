import type { SqlDatabase } from '@harambee/database';
import {
  bornFor,
  type Config,
  entered,
  healthRoutes,
  notFoundEnvelope,
  readsOnly,
  securityHeaders,
} from '@harambee/platform';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createQueryApi } from './query-api';
import type { ReadStore } from './read-store/port';
import type { EventStore } from '@harambee/events';
import { forwardTo, webApp } from './web-gateway';

/**
 * The query API as a server of its own: /api/*, socket.io and GET /health; with `web`, the site's one origin too. Its
 * pages are `site` when given (the public pages rendered with their data), else WEB_DIST's index.html for every path.
 */
export const startQueryApiServer = async (options: {
  db: SqlDatabase;
  reads?: ReadStore;
  store: EventStore;
  openScratch?: () => Promise<SqlDatabase>;
  site?: RequestHandler;
  config: Pick<Config, 'jwtSecret' | 'port' | 'publicUrl'> &
    Partial<
      Pick<
        Config,
        'readinessMaxLagSeconds' | 'payments' | 'databaseUrl' | 'web' | 'trustProxy' | 'asOfScratch'
      >
    >;
}) => {
  const web = options.config.web;
  const queryApi = createQueryApi(options);
  const app = express();
  if (options.config.trustProxy !== undefined) app.set('trust proxy', options.config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(options.config));
  // Phones on slow networks: pages, scripts and lists shrink to about a quarter; brotli when accepted.
  // A write's answer is a few hundred bytes, under what is worth compressing: it skips the compressor's wrapping.
  app.use(readsOnly(compression()));
  app.use(
    entered(
      healthRoutes({
        service: 'query-api',
        db: options.db,
        maxLagSeconds: options.config.readinessMaxLagSeconds ?? 30,
        readStore: options.reads,
      }),
    ),
  );
  // As the web's one origin (WEB_DIST, COMMAND_API_URL): what the read side does not answer goes to the write side.
  const forward = web?.commandApiUrl ? forwardTo(web.commandApiUrl) : undefined;
  app.use('/api', queryApi.router, ...(forward ? [forward] : []));
  if (forward) app.use(['/uploads', '/.well-known'], forward);
  if (options.site) app.use(options.site);
  else if (web?.dist) app.use(webApp(web.dist));
  if (forward) app.use(forward);
  app.use(notFoundEnvelope);
  const server = createServer(bornFor(app), app);
  await Promise.all([queryApi.attachLiveUpdates(server), queryApi.ready()]);
  await new Promise<void>((resolve) => server.listen(options.config.port, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://localhost:${port}`,
    /** Stops accepting, tells sockets to reconnect, and lets requests in flight finish. */
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await queryApi.close();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 7_000).unref())]);
      server.closeAllConnections();
    },
  };
};
