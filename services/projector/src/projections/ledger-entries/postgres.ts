import type { Sql } from '@harambee/database';
import type { Fact } from '@harambee/ledger';
import type { StoreWrites } from '../../read-model';
import { insertRows, loaderOf, type RowsInto } from '../postgres-rows';
import {
  type FactStore,
  type LedgerEntriesChange,
  type LedgerEntry,
  postRun,
} from './ledger-entries';

const factRows: RowsInto = { table: 'ledger_facts', columns: { key: 'text', fact: 'jsonb' } };

const entryRows: RowsInto = {
  table: 'ledger_entries',
  columns: {
    event_id: 'text',
    account: 'text',
    transaction_id: 'bigint',
    global_position: 'bigint',
    type: 'text',
    campaign_id: 'text',
    subject: 'text',
    currency: 'text',
    amount: 'bigint',
    at: 'timestamptz',
  },
};

/** A rebuild learns every fact itself, from an empty table: it keeps them all in memory, a read away. */
const rebuildFacts = (tx: Sql) => loaderOf(tx)?.kept('ledger facts', () => new Map<string, Fact>());

const facts: FactStore<Sql> = {
  read: async (tx, keys) => {
    if (keys.length === 0) return {};
    const kept = rebuildFacts(tx);
    if (kept) {
      const known: Record<string, Fact> = {};
      for (const key of keys) if (kept.has(key)) known[key] = kept.get(key)!;
      return known;
    }
    const rows = await tx.query<{ key: string; fact: Fact }>(
      'select key, fact from ledger_facts where key = any($1::text[])',
      [keys],
    );
    return Object.fromEntries(rows.map((row) => [row.key, row.fact]));
  },
  write: async (tx, learned) => {
    const fresh = Object.entries(learned).filter(([key]) => !rebuildFacts(tx)?.has(key));
    for (const [key, fact] of fresh) rebuildFacts(tx)?.set(key, fact);
    await insertRows(
      tx,
      factRows,
      fresh.map(([key, fact]) => ({ key, fact })),
    );
  },
};

const insertEntries = (tx: Sql, entries: LedgerEntry[]) => insertRows(tx, entryRows, entries);

export const ledgerEntriesOnPostgres: StoreWrites<Sql, LedgerEntriesChange> = {
  posted: (tx, { events }) => postRun(tx, events, facts, insertEntries),
};
