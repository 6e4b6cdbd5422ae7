import type { StoredEvent } from '@harambee/events';
import type { LogPosition } from '@harambee/eventstore';
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
import { offsetKey, resumeOffset, skipsMessages, type TopicRun } from '../topic-offsets';
import {
  mongoCheckpoints,
  offsetUpdate,
  readMongoCheckpoints,
  readMongoOffsets,
} from './checkpoints';
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
  /** A batch, its checkpoints and its notices, in the transaction. */
  const apply = async (tx: MongoTx, events: StoredEvent[], after?: LogPosition) => {
    const changes = await applyBatchIn(mongoCheckpoints, tx, projections, events, after);
    await recordNotices(
      mongo.db,
      await noticesOf(mongoNoticeReads(tx), changes, events),
      tx.session,
    );
  };
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
    project: (events: StoredEvent[], after?: LogPosition) =>
      withLiveLock(mongo.db, () => inTransaction(mongo, '', (tx) => apply(tx, events, after))),
    topicOffset: async (partition) =>
      resumeOffset(await readMongoOffsets(checkpoints(), projectionNames, offsetKey(partition))),
    projectRun: (events: StoredEvent[], run: TopicRun) =>
      withLiveLock(mongo.db, () =>
        inTransaction(mongo, '', async (tx): Promise<{ resumeAt?: string }> => {
          const key = offsetKey(run);
          const applied = await readMongoOffsets(checkpoints(), projectionNames, key, tx.session);
          const resumeAt = resumeOffset(applied);
          if (skipsMessages(resumeAt, run)) return { resumeAt };
          await apply(tx, events);
          const { filter, update } = offsetUpdate(projectionNames, key, run.lastOffset);
          await checkpoints().updateMany(filter, update, { session: tx.session });
          return {};
        }),
      ),
    rebuild: (request) => rebuildMongoProjections(mongo, projections, request),
  };
};
