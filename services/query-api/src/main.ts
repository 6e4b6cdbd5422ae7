import { loadConfig } from '@harambee/platform';
import { logger, openConfiguredDatabase } from '@harambee/database';
import { migrateReadModels } from '@harambee/read-models';
import { openReadStore } from './read-store/open';
import { startQueryApiServer } from './server';

/** The query API as a process of its own, reading the read models the projector keeps (where READ_STORE_URL says). */
const main = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  await migrateReadModels(db);
  const { reads, close } = await openReadStore(config, db);
  const server = await startQueryApiServer({ db, reads, config });
  logger.info('query-api started', { url: server.url });
  const stop = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.stop();
    await close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error) => {
  logger.error('query-api failed to start', { error: String(error) });
  process.exit(1);
});
