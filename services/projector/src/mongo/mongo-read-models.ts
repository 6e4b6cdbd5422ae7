import type { StoredEvent } from '@harambee/events';
import {
  type CheckpointDocument,
  type MongoReadStore,
  readModelTables,
} from '@harambee/read-models';
import { applyBatchIn } from '../apply-batch';
import { noticesOf } from '../notices';
import type { Projection } from '../projection';
import { mongoProjections } from '../projections';
import type { ReadModelStore } from '../read-model-store';
import { mongoCheckpoints, readMongoCheckpoints } from './checkpoints';
import { prepareCollections } from './collections';
import { withLiveLock } from './live-lock';
import { inTransaction, type MongoTx } from './mongo-tx';
import { mongoNoticeReads, recordNotices } from './notices';
import { rebuildMongoProjections } from './rebuild';

/** The read models in MongoDB collections: a batch, its checkpoints and its notices in one transaction. */
export const mongoReadModels = (
  mongo: MongoReadStore,
  projections: readonly Projection<MongoTx>[] = mongoProjections,
): ReadModelStore => {
  const projectionNames = projections.map((projection) => projection.name);
  const checkpoints = () => mongo.db.collection<CheckpointDocument>('projection_checkpoints');
  return {
    kind: 'mongodb',
    projectionNames,
    prepare: () => prepareCollections(mongo.db, readModelTables),
    checkpoints: () => readMongoCheckpoints(checkpoints(), projectionNames),
    checkpointTimes: async () =>
      new Map(
        (await checkpoints().find().toArray()).map((document) => [
          document._id,
          document.updated_at,
        ]),
      ),
    project: (events: StoredEvent[]) =>
      withLiveLock(mongo.db, () =>
        inTransaction(mongo, '', async (tx) => {
          const changes = await applyBatchIn(mongoCheckpoints, tx, projections, events);
          await recordNotices(
            mongo.db,
            await noticesOf(mongoNoticeReads(tx), changes, events),
            tx.session,
          );
        }),
      ),
    rebuild: (request) => rebuildMongoProjections(mongo, projections, request),
  };
};
