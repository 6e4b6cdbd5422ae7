import type { EventMetadata } from '@harambee/events';
import type { MongoReadStore, ReadModelTable, UserDocument } from '@harambee/read-models';
import type { ClientSession, Collection, Db, Document } from 'mongodb';
import { knownActorName } from '../projections/actor-names';

/** A batch's MongoDB transaction: its session, and each read model's collection in the target (live or a rebuild's). */
export type MongoTx = {
  session: ClientSession;
  collection: <D extends Document = Document>(table: ReadModelTable) => Collection<D>;
};

/** The read models' collections, named as the tables, with a rebuild's suffix or none (the live ones). */
export const collectionsIn =
  (db: Db, suffix = ''): MongoTx['collection'] =>
  <D extends Document>(table: ReadModelTable) =>
    db.collection<D>(`${table}${suffix}`);

/** Runs the work in one transaction on the collections with that suffix; retried whole on a transient error. */
export const inTransaction = async <T>(
  mongo: MongoReadStore,
  suffix: string,
  work: (tx: MongoTx) => Promise<T>,
) => {
  const session = mongo.client.startSession();
  try {
    return await session.withTransaction(() =>
      work({ session, collection: collectionsIn(mongo.db, suffix) }),
    );
  } finally {
    await session.endSession();
  }
};

/** Inserts every document whose `_id` is not there yet: a replayed event changes nothing. */
export const insertIfAbsent = async (tx: MongoTx, table: ReadModelTable, documents: Document[]) => {
  if (documents.length === 0) return;
  await tx.collection(table).bulkWrite(
    documents.map(({ _id, ...fields }) => ({
      updateOne: { filter: { _id }, update: { $setOnInsert: fields }, upsert: true },
    })),
    { session: tx.session },
  );
};

/** The actor of an event as the users read model knows them when it is projected. */
export const userName = async (
  tx: MongoTx,
  actor: Pick<EventMetadata, 'actorId' | 'actorRole'>,
) => {
  const known = knownActorName(actor);
  if (known !== undefined) return known;
  const user = await tx
    .collection<UserDocument>('users')
    .findOne({ _id: actor.actorId! }, { session: tx.session, projection: { name: 1 } });
  return user?.name ?? 'Unknown user';
};
