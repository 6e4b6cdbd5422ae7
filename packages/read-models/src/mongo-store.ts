import { type Db, MongoClient } from 'mongodb';

/** READ_STORE_URL names MongoDB: the read models live there instead of the SQL database. */
export const isMongoUrl = (url: string | undefined): url is string =>
  /^mongodb(\+srv)?:\/\//.test(url ?? '');

/** A connection to the MongoDB read store: its client (for sessions) and its database. */
export type MongoReadStore = { client: MongoClient; db: Db; close: () => Promise<void> };

/**
 * Connects to the database the URL names (its path, as mongodb://host/harambee?replicaSet=rs0), or to
 * `databaseName`. Transactions and change streams need a replica set; one node is enough.
 */
export const openMongoReadStore = async (
  url: string,
  databaseName?: string,
): Promise<MongoReadStore> => {
  const client = new MongoClient(url);
  await client.connect();
  return { client, db: client.db(databaseName), close: () => client.close() };
};
