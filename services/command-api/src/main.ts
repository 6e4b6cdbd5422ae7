import { createPostgresEventStore, migrate } from '@harambee/eventstore';
import { errorEnvelope, healthRoutes, loadConfig, logger, notFoundEnvelope, openConfiguredDatabase, securityHeaders } from '@harambee/platform';
import express from 'express';
import path from 'node:path';
import { adminPasswordNotice } from './accounts/admin-password-notice';
import { bootstrapAccounts, commandRouter } from './command-api';
import { systemClock } from './core/clock';
import type { CommandApiDeps } from './core/deps';
import { createMailer } from './core/mailer';
import { startMailOutbox } from './mail/mail-outbox';
import { createSandboxGateway } from './donations/payment-gateway';
import { choosePaymentProvider } from './payments';
import { sandboxCheckoutRoutes } from './payments/sandbox-checkout-routes';
import { migrateRateLimits } from './rate-limits/rate-limit-store';

/** The command API as a process of its own: /api/* writes, /uploads, GET /health on PORT. */
const main = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  await migrate(db);
  await migrateRateLimits(db);
  const deps: CommandApiDeps = {
    db,
    store: createPostgresEventStore(db),
    config,
    clock: systemClock,
    mail: await startMailOutbox(db, createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox') })),
    payments: await createSandboxGateway(db),
  };
  const admin = await bootstrapAccounts(deps);
  if (admin.generatedPassword) process.stdout.write(adminPasswordNotice(config.adminEmail, admin.generatedPassword));
  const app = express();
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use(healthRoutes({ service: 'command-api', db, maxLagSeconds: config.readinessMaxLagSeconds }));
  app.use(sandboxCheckoutRoutes(deps, choosePaymentProvider(config)));
  app.use('/api', commandRouter(deps));
  app.use('/uploads', express.static(config.uploadsDir, { fallthrough: false }));
  app.use(notFoundEnvelope, errorEnvelope);
  const server = app.listen(config.port, () => logger.info('command-api started', { port: config.port }));
  // Stops accepting, lets requests in flight finish, then closes the pool.
  const stop = () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => void deps.mail.stop().then(() => db.close()).then(() => process.exit(0)));
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error) => {
  logger.error('command-api failed to start', { error: String(error?.stack ?? error) });
  process.exit(1);
});
