import type { SqlDatabase } from '@harambee/database';
import type { EventType, StoredEvent } from '@harambee/events';
import { LOG_START, type LogPosition } from '@harambee/eventstore';
import { createHmac } from 'node:crypto';
import type { CommandApiDeps } from '../core/deps';
import type { ScheduledJob } from '../core/process-manager';

/** The events that hold a person's gifts, checkouts, pledges, follows and verifications, sealed apart from them. */
export const SEALED_APART = [
  'EmailVerificationRequested',
  'CheckoutStarted',
  'DonationRecorded',
  'CryptoPledged',
  'CreatorFollowed',
] as const satisfies readonly EventType[];

/** One of those events, as read from the log. */
export type PersonRecord = Extract<StoredEvent, { type: (typeof SEALED_APART)[number] }>;

export const isPersonRecord = (event: StoredEvent): event is PersonRecord =>
  (SEALED_APART as readonly string[]).includes(event.type);

/**
 * Which streams hold whose records: one row per person key and stream, the key an HMAC under EMAIL_ID_KEY of the
 * lower-cased address or of the signed-in giver's id (so the table names no one); and how far the log is indexed.
 */
export const migratePersonRecords = (db: SqlDatabase) =>
  db.exec(`
    create table if not exists person_records (
      person_key text not null,
      stream_id text not null,
      primary key (person_key, stream_id)
    );
    create table if not exists person_records_indexed (
      only_row boolean primary key default true check (only_row),
      transaction_id bigint not null,
      global_position bigint not null
    );`);

export type Person = { userId: string; email: string };

const keyOf = (secret: string, kind: 'address' | 'actor', value: string) =>
  createHmac('sha256', secret).update(`${kind}:${value}`).digest('hex');

export const addressOf = (email: string | null | undefined) => email?.trim().toLowerCase() ?? '';

/** The keys a person's records are indexed under: their address, and their id for what they did signed in. */
export const personKeys = (secret: string, person: Person) => [
  ...(addressOf(person.email) ? [keyOf(secret, 'address', addressOf(person.email))] : []),
  keyOf(secret, 'actor', person.userId),
];

/** The keys one event is indexed under, as `recordsOf` ties it to a person. */
const keysOfEvent = (secret: string, event: PersonRecord) => {
  const address = addressOf(event.data.email);
  const { actorId, actorRole } = event.metadata;
  const signedIn = event.type !== 'EmailVerificationRequested' && actorRole !== 'admin';
  return [
    ...(address ? [keyOf(secret, 'address', address)] : []),
    ...(signedIn && actorId ? [keyOf(secret, 'actor', actorId)] : []),
  ];
};

const indexedUpTo = async (db: SqlDatabase): Promise<LogPosition> => {
  const [row] = await db.query<{ transactionId: string; globalPosition: string }>(
    `select transaction_id::text as "transactionId", global_position::text as "globalPosition"
     from person_records_indexed`,
  );
  return row ?? LOG_START;
};

const indexBatch = (db: SqlDatabase, secret: string, batch: StoredEvent[]) => {
  const rows = batch
    .filter(isPersonRecord)
    .flatMap((event) => keysOfEvent(secret, event).map((key) => [key, event.streamId]));
  const { transactionId, globalPosition } = batch.at(-1)!.position;
  return db.transaction(async (tx) => {
    if (rows.length > 0)
      await tx.query(
        `insert into person_records (person_key, stream_id)
         select * from unnest($1::text[], $2::text[]) on conflict do nothing`,
        [rows.map(([key]) => key), rows.map(([, stream]) => stream)],
      );
    await tx.query(
      `insert into person_records_indexed (transaction_id, global_position) values ($1, $2)
       on conflict (only_row) do update set transaction_id = excluded.transaction_id,
         global_position = excluded.global_position
       where (person_records_indexed.transaction_id, person_records_indexed.global_position)
         < (excluded.transaction_id, excluded.global_position)`,
      [transactionId, globalPosition],
    );
  });
};

/**
 * Indexes the log's records of persons from where the index got to: the whole log the first time, then only what
 * was appended since. Run by the clock, and by export and erasure before they look a person up, so none is missed.
 */
export const indexPersonRecords = async ({ db, store, config }: CommandApiDeps) => {
  let from = await indexedUpTo(db);
  for (;;) {
    const batch = await store.readAll(from, 500);
    if (batch.length === 0) return;
    await indexBatch(db, config.emailIdKey, batch);
    from = batch.at(-1)!.position;
  }
};

export const personRecordsJob: ScheduledJob = {
  name: 'person-records-index',
  everyMs: 5_000,
  run: indexPersonRecords,
};

/** The streams holding a person's records. */
export const streamsOf = async (db: SqlDatabase, secret: string, person: Person) =>
  (
    await db.query<{ stream_id: string }>(
      'select distinct stream_id from person_records where person_key = any($1::text[])',
      [personKeys(secret, person)],
    )
  ).map((row) => row.stream_id);

/** At erasure: the index forgets which streams were the person's (records given later are indexed anew). */
export const forgetPersonRecords = (db: SqlDatabase, secret: string, person: Person) =>
  db.query('delete from person_records where person_key = any($1::text[])', [
    personKeys(secret, person),
  ]);
