import { errorEnvelope, healthRoutes, loadConfig, logger, notFoundEnvelope, openConfiguredDatabase, securityHeaders } from '@harambee/platform';
import express from 'express';
import { adminPasswordNotice } from './accounts/admin-password-notice';
import { createCommandSide } from './command-side';
import { uploadRoutes } from './core/upload-routes';

/** The command API as a process of its own: /api/* writes, /uploads, GET /health on PORT. */
const main = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  const commandSide = await createCommandSide(config, { db });
  const { admin } = commandSide;
  await commandSide.startProcessManagers();
  if (admin.generatedPassword) process.stdout.write(adminPasswordNotice(config.adminEmail, admin.generatedPassword));
  const app = express();
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use(healthRoutes({ service: 'command-api', db, maxLagSeconds: config.readinessMaxLagSeconds }));
  app.use(commandSide.pages);
  app.use('/api', commandSide.router);
  app.use('/uploads', uploadRoutes(config));
  app.use(notFoundEnvelope, errorEnvelope);
  const server = app.listen(config.port, () => logger.info('command-api started', { port: config.port }));
  // Stops accepting, lets requests in flight finish, then closes the pool.
  const stop = () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close(() => void commandSide.stop().then(() => db.close()).then(() => process.exit(0)));
    server.closeIdleConnections();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error) => {
  logger.error('command-api failed to start', { error: String(error?.stack ?? error) });
  process.exit(1);
});
