import type { Sql } from '@harambee/database';
import { donationRow, live } from '@harambee/read-models';

/** A campaign's counted gifts, newest first; with `pending`, the crypto pledges awaiting confirmation too. */
export const listDonations = async (
  db: Sql,
  campaignId: string,
  { pending }: { pending: boolean },
) => {
  const rows = await db.query(
    `select * from ${live('donations')}
     where campaign_id = $1 and ($2 or status = 'completed')
     order by created_at desc, id`,
    [campaignId, pending],
  );
  return rows.map((row) => donationRow.parse(row));
};
