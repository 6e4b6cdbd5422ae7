import type { EventStore } from '@harambee/events';
import {
  type DatabaseKind,
  testDatabaseKinds,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import {
  blogPostRow,
  campaignHistoryRow,
  campaignRow,
  campaignUpdateRow,
  contactMessageRow,
  creatorNotificationsRow,
  disputeRow,
  donationRow,
  live,
  ledgerEntryRow,
  ledgerFactRow,
  publicLedgerHeadRow,
  publicLedgerLeafRow,
  publicLedgerNodeRow,
  moneyLedgerRow,
  type MongoReadStore,
  openMongoReadStore,
  type ReadModelTable,
  reconciliationDifferenceRow,
  rowOf,
  userRow,
  walletRow,
  withdrawalRow,
} from '@harambee/read-models';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  mongoProjections,
  mongoReadModels,
  postgresReadModels,
  projections,
  type Projection,
  type ReadModelStore,
} from '@harambee/projector';
import { openProjectionDatabase } from './projector-under-test';

/** Set by `npm run test:containers` once a MongoDB replica set answers. */
const mongoUrl = process.env.MONGODB_TEST_URL;

export type ReadStoreKind = DatabaseKind | 'mongodb';

/** The SQL read models always (PGlite, and the server when TEST_DATABASE_URL names one); MongoDB when MONGODB_TEST_URL does. */
export const readStoreKinds = (): ReadStoreKind[] => [
  ...testDatabaseKinds(),
  ...(mongoUrl ? ['mongodb' as const] : []),
];

/** Said in the title of a suite that compares stores, so a run shows which stores it did not reach. */
export const storesNotRun = () => (mongoUrl ? '' : ' (MongoDB not run here: no MONGODB_TEST_URL)');

/** Every read model's rows, the way both stores' rows parse, so they can be compared. */
const rowSchemas: Record<Exclude<ReadModelTable, 'projection_checkpoints'>, z.ZodType> = {
  users: userRow.extend({ session_version: z.number() }),
  wallets: walletRow,
  campaigns: campaignRow,
  campaign_updates: campaignUpdateRow,
  donations: donationRow,
  withdrawals: withdrawalRow,
  money_ledger: moneyLedgerRow,
  ledger_entries: ledgerEntryRow,
  ledger_facts: ledgerFactRow,
  public_ledger_leaves: publicLedgerLeafRow,
  public_ledger_nodes: publicLedgerNodeRow,
  public_ledger_heads: publicLedgerHeadRow,
  creator_notifications: creatorNotificationsRow,
  campaign_history: campaignHistoryRow,
  blog_posts: blogPostRow,
  contact_messages: contactMessageRow,
  disputes: disputeRow,
  reconciliation_differences: reconciliationDifferenceRow,
};
export const comparedTables = Object.keys(rowSchemas) as (keyof typeof rowSchemas)[];

const sorted = (rows: unknown[]) =>
  rows
    .map((row) => [JSON.stringify(row), row] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, row]) => row);

export const postgresRows = async (db: SqlDatabase, table: keyof typeof rowSchemas) =>
  sorted(
    (await db.query(`select * from ${live(table)}`)).map((row) => rowSchemas[table].parse(row)),
  );

const mongoRows = async (mongo: MongoReadStore, table: keyof typeof rowSchemas) =>
  sorted(
    (await mongo.db.collection(table).find().toArray()).map((document) =>
      rowSchemas[table].parse(rowOf(table, document)),
    ),
  );

export type ReadModelsUnderTest = {
  kind: ReadStoreKind;
  /** The SQL database holding the log (and, for the SQL kinds, the read models). */
  db: SqlDatabase;
  store: EventStore;
  readModels: ReadModelStore;
  /** The same read models with one more projection after the others (one that fails, say). */
  withProjection: (extra: Projection<unknown>) => ReadModelStore;
  mongo?: MongoReadStore;
  /** A read model's rows, parsed and in a stable order, whichever store holds them. */
  rows: (table: keyof typeof rowSchemas) => Promise<unknown[]>;
  close: () => Promise<void>;
};

/** A fresh log, with read models of that kind: the tables beside the log, or a fresh MongoDB database. */
export const openReadModelsUnderTest = async (
  kind: ReadStoreKind,
): Promise<ReadModelsUnderTest> => {
  const { db, store } = await openProjectionDatabase(
    kind === 'mongodb' ? testDatabaseKinds().at(-1)! : kind,
  );
  if (kind !== 'mongodb') {
    return {
      kind,
      db,
      store,
      readModels: postgresReadModels(db),
      withProjection: (extra) => postgresReadModels(db, [...projections, extra]),
      rows: (table) => postgresRows(db, table),
      close: () => db.close(),
    };
  }
  const mongo = await openMongoReadStore(
    mongoUrl!,
    `harambee_test_${randomBytes(6).toString('hex')}`,
  );
  const readModels = mongoReadModels(mongo);
  await readModels.prepare();
  return {
    kind,
    db,
    store,
    readModels,
    withProjection: (extra) => mongoReadModels(mongo, [...mongoProjections, extra]),
    mongo,
    rows: (table) => mongoRows(mongo, table),
    close: async () => {
      await mongo.db.dropDatabase();
      await mongo.close();
      await db.close();
    },
  };
};
