import { type Config, notFoundEnvelope, securityHeaders, type SqlDatabase } from '@harambee/platform';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createQueryApi } from './query-api';

/** The query API as a server of its own: /api/*, socket.io and GET /health. */
export const startQueryApiServer = async (options: {
  db: SqlDatabase;
  config: Pick<Config, 'jwtSecret' | 'port' | 'publicUrl'>;
}) => {
  const queryApi = createQueryApi(options);
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(options.config));
  app.get('/health', (_req, res) => {
    res.json({ status: 'success', data: { service: 'query-api', database: options.db.kind } });
  });
  app.use('/api', queryApi.router);
  app.use(notFoundEnvelope);
  const server = createServer(app);
  await queryApi.attachLiveUpdates(server);
  await new Promise<void>((resolve) => server.listen(options.config.port, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://localhost:${port}`,
    stop: async () => {
      server.closeAllConnections();
      await queryApi.close();
    },
  };
};
