import { migrate, openEventStore } from '@harambee/eventstore';
import { loadConfig, openConfiguredDatabase } from '@harambee/platform';

/** The configured database with the event store on it, for the standalone entry points. */
export const openConfiguredStore = async () => {
  const config = loadConfig();
  const db = await openConfiguredDatabase(config);
  await migrate(db);
  const { store, close } = await openEventStore(config, db);
  return { config, db, store, closeStore: close };
};
