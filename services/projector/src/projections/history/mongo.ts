import { ERASED_NAME } from '@harambee/events';
import {
  type CampaignDocument,
  type CampaignHistoryDocument,
  positionedId,
} from '@harambee/read-models';
import { insertIfAbsent, type MongoTx, userName } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import { named } from '../positioned-entry';
import { editSummary, type HistoryChange, type HistoryEntry } from './history';

const byJsonbKeyOrder = ([a]: [string, unknown], [b]: [string, unknown]) =>
  Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * The value with its object keys in the order PostgreSQL's jsonb keeps them (shorter keys first, then by
 * bytes), so a summary read back serialises to the same JSON from either store.
 */
export const inJsonbKeyOrder = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(inJsonbKeyOrder);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .sort(byJsonbKeyOrder)
      .map(([key, inner]) => [key, inJsonbKeyOrder(inner)]),
  );
};

export const historyDocument = (
  entry: HistoryEntry & { actor_name: string },
): CampaignHistoryDocument => ({
  ...entry,
  _id: positionedId(entry.campaign_id, {
    transactionId: entry.transaction_id,
    globalPosition: entry.global_position,
  }),
  transaction_id: BigInt(entry.transaction_id),
  global_position: BigInt(entry.global_position),
  at: new Date(entry.at),
  summary: inJsonbKeyOrder(entry.summary) as Record<string, unknown>,
});

const write = async (tx: MongoTx, entries: HistoryEntry[]) => {
  const withNames = await named(entries, (actor) => userName(tx, actor));
  await insertIfAbsent(tx, 'campaign_history', withNames.map(historyDocument));
};

export const historyOnMongo: StoreWrites<MongoTx, HistoryChange> = {
  entries: (tx, { entries }) => write(tx, entries),
  edited: async (tx, { entry, edit }) => {
    const before = await tx
      .collection<CampaignDocument>('campaigns')
      .findOne({ _id: edit.campaignId }, { session: tx.session });
    await write(tx, [
      {
        ...entry,
        summary: editSummary(
          before ?? undefined,
          edit,
          entry.event_type === 'CampaignEditProposed',
        ),
      },
    ]);
  },
  erased: async (tx, { userId }) => {
    await tx
      .collection<CampaignHistoryDocument>('campaign_history')
      .updateMany(
        { actor_id: userId, actor_name: { $ne: 'Anonymous' } },
        { $set: { actor_name: ERASED_NAME } },
        { session: tx.session },
      );
  },
};
