import {
  bootstrapAccounts,
  commandApiDocs,
  commandRouter,
  createMailer,
  createSandboxGateway,
  migrateRateLimits,
  systemClock,
  type Clock,
  type CommandApiDeps,
  type Mailer,
} from '@harambee/command-api';
import { createPostgresEventStore, migrate } from '@harambee/eventstore';
import { type ApiRoute, type Config, errorEnvelope, logger, notFoundEnvelope, openApiRoutes, openDatabase } from '@harambee/platform';
import { startProjector } from '@harambee/projector';
import { createQueryApi, queryApiDocs } from '@harambee/query-api';
import { migrateReadModels } from '@harambee/read-models';
import compression from 'compression';
import express from 'express';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { devMailboxDocs, devMailboxRoutes } from './dev-mailbox';
import { seedDemoContent } from './demo-seed';
import { projectionOpsDocs, projectionOpsRoutes } from './projection-ops';

export const WEB_DIST = path.resolve(__dirname, '../../web/dist');

export type StartOptions = { clock?: Clock; mailer?: Mailer; host?: string };

const healthDocs: ApiRoute[] = [
  { method: 'get', path: '/health', tag: 'meta', auth: 'public', summary: 'Whether the server answers, and its kind of database' },
];

/** What this process serves under /api: both services' routes and its own, in one document ahead of theirs. */
const harambeeApiDocs = (config: Config) => [
  ...healthDocs,
  ...(config.smtpUrl ? [] : devMailboxDocs),
  ...commandApiDocs,
  ...projectionOpsDocs,
  ...queryApiDocs,
];

/** The whole platform in one process: command API, projector and query API over one database. */
export const startHarambee = async (config: Config, options: StartOptions = {}) => {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await migrateRateLimits(db);
  await migrateReadModels(db);
  const store = createPostgresEventStore(db);
  const deps: CommandApiDeps = {
    db,
    store,
    config,
    clock: options.clock ?? systemClock,
    mailer:
      options.mailer ??
      createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }),
    payments: await createSandboxGateway(db),
  };
  const admin = await bootstrapAccounts(deps);
  const seeded = config.seedDemo ? await seedDemoContent(deps, admin.userId) : false;
  const projector = await startProjector({ db, store });
  const queryApi = createQueryApi({ db, config });

  const app = express();
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Phones on slow networks: the app's script and the API's lists shrink to about a quarter.
  app.use(compression());
  app.get('/api/health', (_req, res) => {
    res.json({ status: 'success', data: { service: 'harambee', database: db.kind } });
  });
  if (!config.smtpUrl) app.use('/api/dev/mailbox', devMailboxRoutes(path.join(config.dataDir, 'outbox'), config.jwtSecret));
  app.use(
    '/api',
    openApiRoutes(harambeeApiDocs(config)),
    // The read side first: its GETs are most of the traffic and need none of the write side's middleware.
    queryApi.router,
    commandRouter(deps),
    projectionOpsRoutes({ db, store, config }),
    notFoundEnvelope,
  );
  app.use('/uploads', express.static(config.uploadsDir, { maxAge: '30d', immutable: true, fallthrough: false }));
  if (existsSync(WEB_DIST)) {
    app.use(express.static(WEB_DIST, { index: false, maxAge: '1h' }));
    app.get(/^\/(?!api\/|uploads\/|socket\.io\/).*/, (_req, res) => res.sendFile(path.join(WEB_DIST, 'index.html')));
  }
  app.use(errorEnvelope);

  const server = createServer(app);
  queryApi.attachLiveUpdates(server);
  await new Promise<void>((resolve) => server.listen(config.port, options.host, resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://localhost:${port}`;
  config.publicUrl ||= url;
  logger.info('harambee started', { url, database: db.kind, seeded });

  return {
    url,
    port,
    config,
    app,
    db,
    store,
    generatedAdminPassword: admin.generatedPassword,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await queryApi.close();
      await projector.stop();
      await db.close();
    },
  };
};
export type RunningHarambee = Awaited<ReturnType<typeof startHarambee>>;
