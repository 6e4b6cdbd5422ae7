import type { Sql } from '@harambee/database';
import { donationRow, live } from '@harambee/read-models';
import type { DonationsQuery } from './donations-query';

/**
 * A page of a campaign's counted gifts, newest first (the id breaking ties), and how many there are in all;
 * with `pending`, the crypto pledges awaiting confirmation too.
 */
export const listDonations = async (
  db: Sql,
  campaignId: string,
  { pending, page, limit }: { pending: boolean } & DonationsQuery,
) => {
  const which = `from ${live('donations')} where campaign_id = $1 and ($2 or status = 'completed')`;
  const [rows, [counted]] = await Promise.all([
    db.query(`select * ${which} order by created_at desc, id limit $3 offset $4`, [
      campaignId,
      pending,
      limit,
      (page - 1) * limit,
    ]),
    db.query<{ total: number }>(`select count(*)::int as total ${which}`, [campaignId, pending]),
  ]);
  return { donations: rows.map((row) => donationRow.parse(row)), total: counted?.total ?? 0 };
};
