import type { Sql } from '@harambee/database';
import type { Fact } from '@harambee/ledger';
import type { StoreWrites } from '../../read-model';
import {
  type FactStore,
  type LedgerEntriesChange,
  type LedgerEntry,
  postRun,
} from './ledger-entries';

const facts: FactStore<Sql> = {
  read: async (tx, keys) => {
    if (keys.length === 0) return {};
    const rows = await tx.query<{ key: string; fact: Fact }>(
      'select key, fact from ledger_facts where key = any($1::text[])',
      [keys],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.fact]));
  },
  write: async (tx, learned) => {
    if (Object.keys(learned).length === 0) return;
    await tx.query(
      `insert into ledger_facts (key, fact)
       select key, value from jsonb_each($1::jsonb)
       on conflict (key) do nothing`,
      [JSON.stringify(learned)],
    );
  },
};

const insertEntries = async (tx: Sql, entries: LedgerEntry[]) => {
  if (entries.length === 0) return;
  await tx.query(
    `insert into ledger_entries (event_id, account, transaction_id, global_position, type, campaign_id, subject,
                                 currency, amount, at)
     select e.event_id, e.account, e.transaction_id, e.global_position, e.type, e.campaign_id, e.subject,
            e.currency, e.amount, e.at
     from jsonb_to_recordset($1::jsonb) as e(event_id text, account text, transaction_id bigint,
          global_position bigint, type text, campaign_id text, subject text, currency text, amount bigint,
          at timestamptz)
     on conflict do nothing`,
    [JSON.stringify(entries)],
  );
};

export const ledgerEntriesOnPostgres: StoreWrites<Sql, LedgerEntriesChange> = {
  posted: (tx, { events }) => postRun(tx, events, facts, insertEntries),
};
