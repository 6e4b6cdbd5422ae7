import type { Config } from '@harambee/platform';
import type { SqlDatabase } from '@harambee/database';
import { openMongoReadStore } from '@harambee/read-models';
import { mongoReadModels } from './mongo/mongo-read-models';
import { postgresReadModels } from './postgres-read-models';
import type { ReadModelStore } from './read-model-store';

/** The read models where READ_STORE_URL says: MongoDB, or (unset) the tables of the SQL database. */
export const openReadModels = async (
  config: Pick<Config, 'readStoreUrl'>,
  db: SqlDatabase,
): Promise<{ readModels: ReadModelStore; close: () => Promise<void> }> => {
  if (!config.readStoreUrl)
    return { readModels: postgresReadModels(db), close: async () => undefined };
  const mongo = await openMongoReadStore(config.readStoreUrl);
  return { readModels: mongoReadModels(mongo), close: mongo.close };
};
