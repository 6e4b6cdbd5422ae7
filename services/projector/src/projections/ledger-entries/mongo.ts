import type { Fact } from '@harambee/ledger';
import type { LedgerEntryDocument, LedgerFactDocument } from '@harambee/read-models';
import { insertIfAbsent, type MongoTx } from '../../mongo/mongo-tx';
import type { StoreWrites } from '../../read-model';
import {
  type FactStore,
  type LedgerEntriesChange,
  type LedgerEntry,
  postRun,
} from './ledger-entries';

export const ledgerEntryDocument = (entry: LedgerEntry): LedgerEntryDocument => ({
  ...entry,
  _id: `${entry.event_id}:${entry.account}`,
  transaction_id: BigInt(entry.transaction_id),
  global_position: BigInt(entry.global_position),
  at: new Date(entry.at),
});

const facts: FactStore<MongoTx> = {
  read: async (tx, keys) => {
    if (keys.length === 0) return {};
    const documents = await tx
      .collection<LedgerFactDocument>('ledger_facts')
      .find({ _id: { $in: keys } }, { session: tx.session })
      .toArray();
    return Object.fromEntries(documents.map((document) => [document._id, document.fact as Fact]));
  },
  write: (tx, learned) =>
    insertIfAbsent(
      tx,
      'ledger_facts',
      Object.entries(learned).map(([key, fact]) => ({ _id: key, fact })),
    ),
};

export const ledgerEntriesOnMongo: StoreWrites<MongoTx, LedgerEntriesChange> = {
  posted: (tx, { events }) =>
    postRun(tx, events, facts, (inner, entries) =>
      insertIfAbsent(inner, 'ledger_entries', entries.map(ledgerEntryDocument)),
    ),
};
