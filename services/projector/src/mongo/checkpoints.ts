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

/**
 * Checkpoint documents moving the named projections to one position; a rebuild's swap also forgets the Kafka
 * offsets, so a consumer reads the topic again from its start.
 */
export const checkpointWrites = (
  names: readonly string[],
  position: LogPosition,
  { at = new Date(), forgetOffsets = false } = {},
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
        ...(forgetOffsets && { $unset: { kafka_offsets: '' as const } }),
      },
      upsert: true,
    },
  }));

/** Each named projection's last applied offset under `key` (`topic:partition`), none when never. */
export const readMongoOffsets = async (
  checkpoints: Collection<CheckpointDocument>,
  names: readonly string[],
  key: string,
  session?: ClientSession,
) => {
  const saved = await checkpoints
    .find({ _id: { $in: [...names] } }, { session, projection: { kafka_offsets: 1 } })
    .toArray();
  const byName = new Map(saved.map((document) => [document._id, document.kafka_offsets?.[key]]));
  return names.map((name) => byName.get(name));
};

/**
 * Keeps a partition's last applied offset in the named checkpoints. `$setField`, not a dotted path: the key holds
 * the topic's name, whose dots a path would read as nesting.
 */
export const offsetUpdate = (names: readonly string[], key: string, offset: string) => ({
  filter: { _id: { $in: [...names] } },
  update: [
    {
      $set: {
        kafka_offsets: {
          $setField: {
            field: key,
            input: { $ifNull: ['$kafka_offsets', {}] },
            value: { $literal: offset },
          },
        },
      },
    },
  ],
});

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
