import { migrate } from '@harambee/eventstore';
import { openEventStore } from '@harambee/events';
import { type Config, loadConfig } from '@harambee/platform';
import { openConfiguredDatabase, type SqlDatabase } from '@harambee/database';
import { openReadModels } from './open-read-models';

/**
 * The configured database (or one already `opened`) with the event store on it, and the read models, for the
 * standalone entry points and the projector's thread.
 */
export const openConfiguredStore = async (config: Config = loadConfig(), opened?: SqlDatabase) => {
  const db = opened ?? (await openConfiguredDatabase(config));
  await migrate(db);
  const { store, close } = await openEventStore(config, db);
  const readModels = await openReadModels(config, db);
  const closeStore = async () => {
    await readModels.close();
    await close();
  };
  return { config, db, store, readModels: readModels.readModels, closeStore };
};
