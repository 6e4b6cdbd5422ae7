import { openEventStore } from '@harambee/events';
import { migrate } from '@harambee/eventstore';
import { loadConfig } from '@harambee/platform';
import { openConfiguredDatabase } from '@harambee/database';

/** The configured database with the event store on it, for the standalone entry points. */
export const openConfiguredStore = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  await migrate(db);
  const { store, close } = await openEventStore(config, db);
  return { config, db, store, closeStore: close };
};
