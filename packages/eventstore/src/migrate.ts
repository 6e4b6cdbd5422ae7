import type { SqlDatabase } from '@harambee/database';
import { appendBatchFunction, appendFunction } from './append-function';
import { matchedFieldsFunction } from './matched-fields';

/** Serialises concurrent starts on a server: `create ... if not exists` races on its own. */
const MIGRATION_LOCK = 7_240_301;

const schema = `
  create table if not exists events (
    global_position bigserial primary key,
    stream_id text not null,
    stream_version int not null,
    event_id uuid not null unique,
    type text not null,
    schema_version int not null,
    data jsonb not null,
    metadata jsonb not null,
    transaction_id xid8 not null default pg_current_xact_id(),
    recorded_at timestamptz not null default now(),
    unique (stream_id, stream_version)
  );
  create index if not exists events_transaction_position on events (transaction_id, global_position);
  -- Reads by type, whole or after a position (a sweep going on from its last run).
  create index if not exists events_type_position on events (type, transaction_id, global_position);
  drop index if exists events_type;
  drop index if exists events_data;
  ${matchedFieldsFunction};
  -- Reads by type for one campaign, user or dispute (data @> where) find its events, not every event of the type.
  -- Each append puts its entries in the index itself. With a pending list (fastupdate), an append now and then moved
  -- the whole list into the index, holding every other append for a few hundred ms (PGlite has no autovacuum).
  create index if not exists events_matched on events using gin (event_matched_fields(data) jsonb_path_ops)
    with (fastupdate = off);
  create table if not exists personal_data_keys (
    subject_id text primary key,
    data_key text,
    created_at timestamptz not null default now(),
    erased_at timestamptz
  );
`;

/** Creates the append-only `events` table and the personal data keys kept beside it; safe to run at every start. */
export const migrate = (db: SqlDatabase): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(schema);
    await tx.exec(appendFunction);
    await tx.exec(appendBatchFunction);
  });
