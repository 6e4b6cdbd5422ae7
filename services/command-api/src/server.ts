import {
  bornFor,
  type Config,
  entered,
  errorEnvelope,
  healthRoutes,
  notFoundEnvelope,
  securityHeaders,
} from '@harambee/platform';
import express from 'express';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CommandSideOptions, createCommandSide } from './command-side';
import { uploadRoutes } from './core/upload-routes';

export type CommandApiOverrides = CommandSideOptions & {
  /** Off for tests that drive the process managers' effects themselves. */
  processManagers?: boolean;
};

/** The command API as a server of its own on config.port: /api/* writes, the sandbox's pages, /uploads, GET /health. */
export const startCommandApi = async (config: Config, overrides: CommandApiOverrides) => {
  const commandSide = await createCommandSide(config, overrides);
  if (overrides.processManagers ?? true) await commandSide.startProcessManagers();
  const app = express();
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use(
    entered(
      healthRoutes({
        service: 'command-api',
        db: overrides.db,
        maxLagSeconds: config.readinessMaxLagSeconds,
      }),
    ),
  );
  app.use(commandSide.pages);
  app.use('/api', commandSide.router);
  app.use('/uploads', uploadRoutes(config));
  app.use(notFoundEnvelope, errorEnvelope);
  const server = createServer(bornFor(app), app);
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://localhost:${port}`,
    deps: commandSide.deps,
    admin: commandSide.admin,
    /** Stops accepting, lets requests in flight finish, then stops the process managers and the outbox. */
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 7_000).unref())]);
      server.closeAllConnections();
      await commandSide.stop();
    },
  };
};
export type RunningCommandApi = Awaited<ReturnType<typeof startCommandApi>>;
