import { LOG_START, type LogPosition } from '@harambee/eventstore';
import type { CheckpointDocument } from '@harambee/read-models';
import type { ClientSession, Collection } from 'mongodb';
import type { CheckpointsIn } from '../apply-batch';
import type { MongoTx } from './mongo-tx';

const positionOf = (document: CheckpointDocument): LogPosition => ({
  transactionId: String(document.transaction_id),
  globalPosition: String(document.global_position),
});

/** Each named projection's checkpoint in the collection (log start when none). */
export const readMongoCheckpoints = async (
  checkpoints: Collection<CheckpointDocument>,
  names: readonly string[],
  session?: ClientSession,
) => {
  const saved = await checkpoints.find({ _id: { $in: [...names] } }, { session }).toArray();
  const byName = new Map(saved.map((document) => [document._id, positionOf(document)]));
  return new Map<string, LogPosition>(names.map((name) => [name, byName.get(name) ?? LOG_START]));
};

/** Checkpoint documents moving the named projections to one position. */
export const checkpointWrites = (
  names: readonly string[],
  position: LogPosition,
  at = new Date(),
) =>
  names.map((name) => ({
    updateOne: {
      filter: { _id: name },
      update: {
        $set: {
          transaction_id: BigInt(position.transactionId),
          global_position: BigInt(position.globalPosition),
          updated_at: at,
        },
      },
      upsert: true,
    },
  }));

export const mongoCheckpoints: CheckpointsIn<MongoTx> = {
  read: (tx, names) =>
    readMongoCheckpoints(
      tx.collection<CheckpointDocument>('projection_checkpoints'),
      names,
      tx.session,
    ),
  save: (tx, names, position) =>
    tx
      .collection<CheckpointDocument>('projection_checkpoints')
      .bulkWrite(checkpointWrites(names, position), { session: tx.session }),
};
