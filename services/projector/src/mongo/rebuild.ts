import {
  READ_MODELS_CHANGED_CHANNEL,
  type CheckpointDocument,
  type MongoReadStore,
} from '@harambee/read-models';
import { randomBytes } from 'node:crypto';
import { applyBatchIn } from '../apply-batch';
import { earliest } from '../checkpoints';
import type { Projection } from '../projection';
import { withDependencies } from '../projections';
import type { RebuildRequest } from '../read-model-store';
import { checkpointWrites, mongoCheckpoints, readMongoCheckpoints } from './checkpoints';
import { prepareCollections } from './collections';
import { withLiveLock } from './live-lock';
import { inTransaction, type MongoTx } from './mongo-tx';
import { recordNotices } from './notices';

const replay = async (
  mongo: MongoReadStore,
  selected: readonly Projection<MongoTx>[],
  suffix: string,
  request: RebuildRequest,
) => {
  const { store, batchSize = 500, onProgress } = request;
  const names = selected.map((projection) => projection.name);
  const checkpoints = mongo.db.collection<CheckpointDocument>(`projection_checkpoints${suffix}`);
  let applied = 0;
  for (;;) {
    const events = await store.readAll(
      earliest((await readMongoCheckpoints(checkpoints, names)).values()),
      batchSize,
    );
    if (events.length === 0) return;
    await inTransaction(mongo, suffix, (tx) =>
      applyBatchIn(mongoCheckpoints, tx, selected, events),
    );
    applied += events.length;
    await onProgress?.(applied, events.at(-1)!.position);
  }
};

/**
 * Renames the rebuilt collections over the live ones (`dropTarget`) and moves their checkpoints, under the
 * live lock. A rename cannot join a transaction, so readers may see one collection swapped before the next
 * for a moment; the live runner, held off by the lock, then catches up from the swapped-in checkpoints.
 */
const swap = async (
  mongo: MongoReadStore,
  selected: readonly Projection<MongoTx>[],
  suffix: string,
) => {
  const { db } = mongo;
  const names = selected.map((projection) => projection.name);
  const rebuilt = await readMongoCheckpoints(
    db.collection<CheckpointDocument>(`projection_checkpoints${suffix}`),
    names,
  );
  for (const table of selected.flatMap((projection) => projection.tables)) {
    await db.renameCollection(`${table}${suffix}`, table, { dropTarget: true });
  }
  const moves = [...rebuilt].flatMap(([name, position]) =>
    checkpointWrites([name], position, { forgetOffsets: true }),
  );
  await db.collection<CheckpointDocument>('projection_checkpoints').bulkWrite(moves);
  await recordNotices(db, [[READ_MODELS_CHANGED_CHANNEL, '']]);
};

/** Drops whatever is left of a rebuild: its checkpoints, and collections a failed rebuild did not swap in. */
const dropRebuild = async (mongo: MongoReadStore, suffix: string) => {
  const left = await mongo.db
    .listCollections({ name: { $regex: `${suffix}$` } }, { nameOnly: true })
    .toArray();
  for (const { name } of left) await mongo.db.dropCollection(name);
};

/**
 * Replays the whole log into fresh collections while the live ones keep serving, then swaps them in under
 * the lock the live runner takes. Returns the projections rebuilt.
 */
export const rebuildMongoProjections = async (
  mongo: MongoReadStore,
  all: readonly Projection<MongoTx>[],
  request: RebuildRequest,
) => {
  const selected = withDependencies(
    request.names?.length ? request.names : all.map((projection) => projection.name),
    all,
  );
  const suffix = `__rebuild_${randomBytes(4).toString('hex')}`;
  const tables = selected.flatMap((projection) => projection.tables);
  await prepareCollections(mongo.db, [...tables, 'projection_checkpoints'], suffix);
  try {
    await replay(mongo, selected, suffix, request);
    await withLiveLock(mongo.db, () => swap(mongo, selected, suffix));
  } finally {
    await dropRebuild(mongo, suffix);
  }
  return selected.map((projection) => projection.name);
};
