import { createPostgresEventStore, migrate } from '@harambee/eventstore';
import { errorEnvelope, loadConfig, logger, notFoundEnvelope, openDatabase } from '@harambee/platform';
import express from 'express';
import path from 'node:path';
import { bootstrapAccounts, commandRouter } from './command-api';
import { systemClock } from './core/clock';
import type { CommandApiDeps } from './core/deps';
import { createMailer } from './core/mailer';
import { createSandboxGateway } from './donations/payment-gateway';
import { migrateRateLimits } from './rate-limits/rate-limit-store';

/** The command API as a process of its own: /api/* writes, /uploads, GET /health on PORT. */
const main = async () => {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await migrateRateLimits(db);
  const deps: CommandApiDeps = {
    db,
    store: createPostgresEventStore(db),
    config,
    clock: systemClock,
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') }),
    payments: await createSandboxGateway(db),
  };
  const admin = await bootstrapAccounts(deps);
  if (admin.generatedPassword) logger.warn('admin account created', { email: config.adminEmail, password: admin.generatedPassword });
  const app = express();
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.get('/health', (_req, res) => {
    res.json({ status: 'success', data: { service: 'command-api', database: db.kind } });
  });
  app.use('/api', commandRouter(deps));
  app.use('/uploads', express.static(config.uploadsDir, { fallthrough: false }));
  app.use(notFoundEnvelope, errorEnvelope);
  const server = app.listen(config.port, () => logger.info('command-api started', { port: config.port }));
  const stop = () => server.close(() => void db.close().then(() => process.exit(0)));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error) => {
  logger.error('command-api failed to start', { error: String(error?.stack ?? error) });
  process.exit(1);
});
