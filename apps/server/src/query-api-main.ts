import { openEventStore } from '@harambee/events';
import { loadConfig, ussdCodeOf } from '@harambee/platform';
import { logger, openConfiguredDatabase } from '@harambee/database';
import { openReadStore, startQueryApiServer } from '@harambee/query-api';
import { migrateReadModels } from '@harambee/read-models';
import path from 'node:path';
import { publicPages, serverBuildBeside } from './public-pages';

/**
 * The query API as a process of its own (docker compose's `query-api`). With WEB_DIST it is the site's origin and
 * serves the public pages as the composed server does: rendered with their data, real statuses, previews and the
 * sitemap, read through the read-store port from PostgreSQL or MongoDB (READ_STORE_URL).
 */
const main = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  await migrateReadModels(db);
  const { reads, close } = await openReadStore(config, db);
  // Time travel reads the log where it is: KurrentDB on the card's stack, the events table otherwise.
  const log = await openEventStore(config, db);
  let ownOrigin = '';
  const webDist = config.web?.dist;
  const site = webDist
    ? publicPages({
        reads,
        webDist,
        webRenderer: serverBuildBeside(webDist),
        apiOrigin: () => ownOrigin,
        uploadsDir: config.uploadsDir,
        cacheDir: path.join(config.dataDir, 'previews'),
        publicUrl: () => config.publicUrl,
        ussdCode: ussdCodeOf(config),
      })
    : undefined;
  const server = await startQueryApiServer({ db, reads, store: log.store, config, site });
  ownOrigin = `http://127.0.0.1:${server.port}`;
  logger.info('query-api started', { url: server.url, pages: site ? 'rendered' : 'shell' });
  const stop = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.stop();
    await close();
    await log.close();
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
