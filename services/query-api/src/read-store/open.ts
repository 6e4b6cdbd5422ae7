import type { Config } from '@harambee/platform';
import type { SqlDatabase } from '@harambee/database';
import { openMongoReadStore } from '@harambee/read-models';
import type { ReadStore } from './port';
import { mongoReadStore } from './mongo';
import { postgresReadStore } from './postgres';

/** The read models where READ_STORE_URL says: MongoDB, or (unset) the `read_models` schema of the SQL database. */
export const openReadStore = async (
  config: Pick<Config, 'readStoreUrl'>,
  db: SqlDatabase,
): Promise<{ reads: ReadStore; close: () => Promise<void> }> => {
  if (!config.readStoreUrl) return { reads: postgresReadStore(db), close: async () => undefined };
  const mongo = await openMongoReadStore(config.readStoreUrl);
  return { reads: mongoReadStore(mongo), close: mongo.close };
};
