import { ERASED_NAME } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { insertNamed } from '../postgres-names';
import type { RowsInto } from '../postgres-rows';
import { type LedgerChange, type LedgerEntry, payoutEntries } from './money-ledger';

const ledgerRows: RowsInto = {
  table: 'money_ledger',
  columns: {
    campaign_id: 'text',
    transaction_id: 'bigint',
    global_position: 'bigint',
    kind: 'text',
    amount_cents: 'bigint',
    at: 'timestamptz',
    actor_id: 'text',
    actor_name: 'text',
    reference: 'text',
  },
};

const write = (tx: Sql, entries: LedgerEntry[]) => insertNamed(tx, ledgerRows, entries);

export const moneyLedgerOnPostgres: StoreWrites<Sql, LedgerChange> = {
  entries: (tx, { entries }) => write(tx, entries),
  paidOut: async (tx, { payout }) => {
    const [fees] = await tx.query<{ platformFeeCents: number; processingFeesCents: number }>(
      `select platform_fee_cents::float8 as "platformFeeCents", processing_fees_cents::float8 as "processingFeesCents"
       from withdrawals where id = $1`,
      [payout.data.withdrawalId],
    );
    await write(tx, payoutEntries(payout, fees));
  },
  erased: async (tx, { userId }) => {
    await tx.query(
      `update money_ledger set actor_name = $2 where actor_id = $1 and actor_name <> 'Anonymous'`,
      [userId, ERASED_NAME],
    );
  },
};
