import type { Sql } from '@harambee/database';
import { live, moneyLedgerRow } from '@harambee/read-models';
import { ledgerLine, ledgerLinesSql } from './ledger-lines';
import { withdrawalListing } from './withdrawal-listing';

/** A campaign's ledger in log order; one event's entries in the order the kinds are listed. */
export const ledgerEntriesOf = async (db: Sql, campaignId: string) => {
  const rows = await db.query(
    `select * from ${live('money_ledger')} where campaign_id = $1
     order by transaction_id, global_position,
       array_position(array['gift', 'refund', 'platformFee', 'processingFee', 'payout'], kind)`,
    [campaignId],
  );
  return rows.map((row) => moneyLedgerRow.parse(row));
};

/** The books' entries of a campaign, summed by event type and account. */
export const ledgerLinesOfCampaign = async (db: Sql, campaignId: string) =>
  (await db.query(ledgerLinesSql(live('ledger_entries'), 'campaign_id = $1'), [campaignId])).map(
    (row) => ledgerLine.parse(row),
  );

const withdrawalsWhere = async (db: Sql, where: string, params: unknown[]) => {
  const rows = await db.query(
    `select w.*, c.title as campaign_title, u.name as creator_name
     from ${live('withdrawals')} w
     left join ${live('campaigns')} c on c.id = w.campaign_id
     left join ${live('users')} u on u.id = w.creator_id
     where ${where}
     order by w.requested_at desc, w.id`,
    params,
  );
  return rows.map((row) => withdrawalListing.parse(row));
};

/** Every withdrawal, newest first. */
export const listWithdrawals = (db: Sql) => withdrawalsWhere(db, 'true', []);

export const listCreatorWithdrawals = (db: Sql, creatorId: string) =>
  withdrawalsWhere(db, 'w.creator_id = $1', [creatorId]);

export const listCampaignWithdrawals = (db: Sql, campaignId: string) =>
  withdrawalsWhere(db, 'w.campaign_id = $1', [campaignId]);
