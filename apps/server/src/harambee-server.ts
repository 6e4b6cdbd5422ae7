import {
  createCommandSide,
  type Clock,
  type Mailer,
  type OutboxOptions,
  type RunnerOptions,
  sessionOwnerFromStream,
  uploadRoutes,
} from '@harambee/command-api';
import {
  type ApiRoute,
  checkSessions,
  type Config,
  entered,
  errorEnvelope,
  expressBorn,
  healthRoutes,
  notFoundEnvelope,
  openApiRoutes,
  readsOnly,
  securityHeaders,
  ussdCodeOf,
} from '@harambee/platform';
import { logger, openConfiguredDatabase } from '@harambee/database';
import { openEventStore } from '@harambee/events';
import {
  openReadModels,
  projectorLagSeconds,
  startConfiguredProjector,
  startProjectorThread,
} from '@harambee/projector';
import { createQueryApi, openReadStore, queryApiDocs } from '@harambee/query-api';
import { createRelayProducer, startRelay } from '@harambee/relay';
import { migrateReadModels } from '@harambee/read-models';
import compression from 'compression';
import express, { type Express } from 'express';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { devMailboxDocs, devMailboxRoutes } from './dev-mailbox';
import { seedDemoContent } from './demo-seed';
import { projectionOpsDocs, projectionOpsRoutes } from './projection-ops';
import { publicPages, serverBuildBeside } from './public-pages';
import { drain, startingAnswers } from './server-lifecycle';

export const WEB_DIST = path.resolve(__dirname, '../../web/dist');
export const WEB_RENDERER = serverBuildBeside(WEB_DIST);

/**
 * `webDist`: the built web app to serve, and `webRenderer` its server build; apps/web's unless a test brings its own
 * (a test's web app renders on the server only with a renderer of its own).
 */
export type StartOptions = {
  clock?: Clock;
  mailer?: Mailer;
  host?: string;
  webDist?: string;
  webRenderer?: string;
  outbox?: Partial<OutboxOptions>;
  runner?: Partial<RunnerOptions>;
};

/** This process's own address: where the pages it renders read its API. */
const ownOrigin = (server: ReturnType<typeof createServer>) => {
  const { address, family, port } = server.address() as AddressInfo;
  const host =
    address === '::' || address === '0.0.0.0'
      ? '127.0.0.1'
      : family === 'IPv6'
        ? `[${address}]`
        : address;
  return `http://${host}:${port}`;
};

const healthDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/health',
    tag: 'meta',
    auth: 'public',
    summary:
      'Readiness: 200 when the database answers and the projector is within READINESS_MAX_LAG_SECONDS of the log (its lag in lagSeconds); 503 with the reason otherwise',
  },
  {
    method: 'get',
    path: '/health/live',
    tag: 'meta',
    auth: 'public',
    summary: 'Liveness: 200 while the process runs, whatever the database',
  },
];

/** What this process serves under /api: both services' routes and its own, in one document ahead of theirs. */
const harambeeApiDocs = (config: Config, commandDocs: ApiRoute[]) => [
  ...healthDocs,
  ...(config.smtpUrl ? [] : devMailboxDocs),
  ...commandDocs,
  ...projectionOpsDocs,
  ...queryApiDocs,
];

/** With KAFKA_BROKERS, the composed server publishes the log too; the relay reads personal data sealed. */
const startKafkaRelay = async (
  config: Config,
  db: Awaited<ReturnType<typeof openConfiguredDatabase>>,
) => {
  const sealed = await openEventStore(config, db, { personalData: 'sealed' });
  const relay = await startRelay({
    db,
    store: sealed.store,
    producer: createRelayProducer(config.kafka!),
    topic: config.kafka!.topic,
  });
  return {
    stop: async () => {
      await relay.stop();
      await sealed.close();
    },
  };
};

/** The read-store port and the projector's read models, on one store: MongoDB with READ_STORE_URL, else SQL. */
const openReadSide = async (
  config: Config,
  db: Awaited<ReturnType<typeof openConfiguredDatabase>>,
) => {
  const reading = await openReadStore(config, db);
  const writing = await openReadModels(config, db).catch(async (error: unknown) => {
    await reading.close();
    throw error;
  });
  return {
    reads: reading.reads,
    readModels: writing.readModels,
    close: async () => {
      await writing.close();
      await reading.close();
    },
  };
};

/** The whole platform in one process: command API, projector and query API over one database. */
export const startHarambee = async (config: Config, options: StartOptions = {}) => {
  // Listening first: while the database is away at start, liveness answers and readiness says why not.
  let answer: RequestListener = startingAnswers;
  // Requests born the app's once it serves: express then has no prototype to swap, which slows all that follows.
  const born = expressBorn();
  const server = createServer(
    { IncomingMessage: born.IncomingMessage, ServerResponse: born.ServerResponse },
    (req, res) => answer(req, res),
  );
  await new Promise<void>((resolve) => server.listen(config.port, options.host, resolve));
  try {
    return await startOn(server, config, options, (app, listener) => {
      born.serving(app);
      answer = listener;
    });
  } catch (error) {
    server.close();
    throw error;
  }
};

const startOn = async (
  server: ReturnType<typeof createServer>,
  config: Config,
  options: StartOptions,
  serve: (app: Express, listener: RequestListener) => void,
) => {
  const db = await openConfiguredDatabase(config);
  await migrateReadModels(db);
  // The read models where READ_STORE_URL says (MongoDB), or beside the log: the projector writes them, the query
  // API and the public pages read them through the read-store port.
  const readSide = await openReadSide(config, db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  const { readModels, reads } = readSide;
  const commandSide = await createCommandSide(config, {
    db,
    clock: options.clock,
    mailer: options.mailer,
    outbox: options.outbox,
    runner: options.runner,
  });
  const { deps, admin } = commandSide;
  const { store } = deps;
  const seeded = config.seedDemo ? await seedDemoContent(deps, admin.userId) : false;
  await commandSide.startProcessManagers();
  const projector =
    config.projectorThread === 'worker'
      ? await startProjectorThread(config, async () =>
          db.portForThread ? { pglitePort: await db.portForThread() } : {},
        )
      : await startConfiguredProjector(config, { db, store, readModels });
  const relay = config.kafka ? await startKafkaRelay(config, db) : undefined;
  const queryApi = createQueryApi({ db, reads, store, config });

  const app = express();
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  // Phones on slow networks: the app's script and the API's lists shrink to about a quarter; brotli when accepted.
  // A write's answer is a few hundred bytes, under what is worth compressing: it skips the compressor's wrapping.
  app.use(readsOnly(compression()));
  const health = entered(
    healthRoutes({
      service: 'harambee',
      db,
      lagSeconds: () => projectorLagSeconds(readModels, store),
      maxLagSeconds: config.readinessMaxLagSeconds,
    }),
  );
  app.use(health);
  app.use('/api', health);
  if (!config.smtpUrl)
    app.use(
      '/api/dev/mailbox',
      checkSessions(config.jwtSecret, sessionOwnerFromStream(deps)),
      devMailboxRoutes(path.join(config.dataDir, 'outbox'), config.jwtSecret),
    );
  app.use(commandSide.pages);
  app.use(
    '/api',
    entered(openApiRoutes(harambeeApiDocs(config, commandSide.docs))),
    // The read side first: its GETs are most of the traffic and need none of the write side's middleware.
    queryApi.router,
    commandSide.router,
    projectionOpsRoutes({ readModels, store, config }),
    notFoundEnvelope,
  );
  app.use('/uploads', uploadRoutes(config));
  app.use(
    publicPages({
      reads,
      webDist: options.webDist ?? WEB_DIST,
      webRenderer: options.webDist ? options.webRenderer : WEB_RENDERER,
      apiOrigin: () => ownOrigin(server),
      uploadsDir: config.uploadsDir,
      cacheDir: path.join(config.dataDir, 'previews'),
      publicUrl: () => config.publicUrl,
      ussdCode: ussdCodeOf(config),
    }),
  );
  app.use(errorEnvelope);

  await Promise.all([queryApi.attachLiveUpdates(server), queryApi.ready()]);
  const draining = drain(server);
  serve(app, draining.guard(app));
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
    /** Stops accepting, tells sockets to reconnect, lets requests in flight and the projector's batch finish. */
    stop: async () => {
      const drained = draining.start();
      await queryApi.close();
      await drained;
      await projector.stop();
      await relay?.stop();
      await commandSide.stop();
      await readSide.close();
      await db.close();
    },
  };
};
export type RunningHarambee = Awaited<ReturnType<typeof startHarambee>>;
