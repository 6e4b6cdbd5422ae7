import type { Sql } from '@harambee/database';
import { live, publicLedgerHeadRow, publicLedgerLeafRow } from '@harambee/read-models';

export const latestLedgerHead = async (db: Sql) => {
  const [row] = await db.query(
    `select * from ${live('public_ledger_heads')} order by tree_size desc limit 1`,
  );
  return row ? publicLedgerHeadRow.parse(row) : undefined;
};

/** How many leaves the log holds: they are numbered from 0 without gaps. */
export const ledgerSize = async (db: Sql) => {
  const [row] = await db.query<{ size: string }>(
    `select coalesce(max(index) + 1, 0)::text as size from ${live('public_ledger_leaves')}`,
  );
  return Number(row!.size);
};

const leavesWhere = async (db: Sql, where: string, params: unknown[], tail = 'order by index') =>
  (
    await db.query(`select * from ${live('public_ledger_leaves')} where ${where} ${tail}`, params)
  ).map((row) => publicLedgerLeafRow.parse(row));

export const ledgerLeaves = (db: Sql, start: number, end: number) =>
  leavesWhere(db, 'index >= $1 and index < $2', [start, end]);

export const latestLedgerLeaves = (db: Sql, limit: number) =>
  leavesWhere(db, 'true', [limit], 'order by index desc limit $1');

export const campaignLedgerLeaves = (db: Sql, campaignId: string, limit: number) =>
  leavesWhere(db, 'campaign_id = $1', [campaignId, limit], 'order by index desc limit $2');

export const ledgerLeavesOfSubject = (db: Sql, subject: string) =>
  leavesWhere(db, 'subject = $1', [subject]);

export const ledgerNode = async (db: Sql, level: number, index: number) => {
  const [row] = await db.query<{ hash: string }>(
    `select hash from ${live('public_ledger_nodes')} where level = $1 and index = $2`,
    [level, index],
  );
  return row?.hash;
};
