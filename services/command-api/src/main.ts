import { loadConfig } from '@harambee/platform';
import { logger, openConfiguredDatabase } from '@harambee/database';
import { adminPasswordNotice } from './accounts/admin-password-notice';
import { startCommandApi } from './server';

/** The command API as a process of its own, writing to the log the projector follows. */
const main = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  const server = await startCommandApi(config, { db });
  const { generatedPassword } = server.admin;
  if (generatedPassword)
    process.stdout.write(adminPasswordNotice(config.adminEmail, generatedPassword));
  logger.info('command-api started', { url: server.url });
  const stop = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error) => {
  logger.error('command-api failed to start', { error: String(error?.stack ?? error) });
  process.exit(1);
});
