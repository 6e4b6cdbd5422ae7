import type { Sql } from '@harambee/database';
import { NotFoundError } from '@harambee/platform';
import type { Viewer } from '../viewer';
import { campaignSelect, parseCampaign, visibleTo } from './campaign-view';

export const NEWEST_FEATURED_FIRST = 'order by c.featured desc, c.created_at desc, c.id';

export const listCampaigns = async (
  db: Sql,
  where: string,
  params: unknown[] = [],
  limit?: number,
) => {
  const rows = await db.query(
    `${campaignSelect} where ${where} ${NEWEST_FEATURED_FIRST} ${limit ? `limit ${Math.trunc(limit)}` : ''}`,
    params,
  );
  return rows.map(parseCampaign);
};

export const findCampaign = async (db: Sql, campaignId: string) => {
  const [row] = await db.query(`${campaignSelect} where c.id = $1`, [campaignId]);
  return row ? parseCampaign(row) : undefined;
};

/** The campaign when this caller may see it: approved, or their own, or any for an admin. */
export const findVisibleCampaign = async (db: Sql, campaignId: string, viewer: Viewer) => {
  const campaign = await findCampaign(db, campaignId);
  if (!campaign || !visibleTo(campaign, viewer)) throw new NotFoundError('Campaign not found');
  return campaign;
};
