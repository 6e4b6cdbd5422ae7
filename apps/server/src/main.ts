import { adminPasswordNotice } from '@harambee/command-api';
import { loadConfig } from '@harambee/platform';
import { logger } from '@harambee/database';
import { DEMO_CREATOR_PASSWORD, demoCreators } from './demo-content';
import { startHarambee } from './harambee-server';

const main = async () => {
  const config = loadConfig();
  const harambee = await startHarambee(config);
  if (harambee.generatedAdminPassword)
    process.stdout.write(adminPasswordNotice(config.adminEmail, harambee.generatedAdminPassword));
  const credentials = harambee.generatedAdminPassword
    ? `${config.adminEmail} / the generated password in the box above`
    : `${config.adminEmail} / the password you set (ADMIN_PASSWORD) or the one printed on the first start`;
  // Printed, not documented: the demo accounts exist only where the demo seed ran.
  const demo = config.seedDemo
    ? `  Demo creators: ${demoCreators.map((creator) => creator.email).join(', ')} / ${DEMO_CREATOR_PASSWORD}\n`
    : '';
  process.stdout.write(
    `\n  Harambee is running at ${harambee.url}\n  Admin: ${credentials}\n${demo}  Database: ${harambee.db.kind === 'pglite' ? `embedded PGlite in ${config.dataDir} (for trying and developing; production runs on a PostgreSQL server)` : 'PostgreSQL server'}\n\n`,
  );
  const shutdown = async (signal: string) => {
    logger.info('shutting down', { signal });
    setTimeout(() => {
      logger.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    await harambee.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
};

main().catch((error) => {
  logger.error('failed to start', { error: String(error?.stack ?? error) });
  process.exit(1);
});
