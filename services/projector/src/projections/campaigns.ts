import type { Sql } from '@harambee/platform';
import type { Changes, Projection } from '../projection';

const setStatus = (tx: Sql, campaignId: string, assignments: string, at: string) =>
  tx.query(`update campaigns set ${assignments}, updated_at = $2 where id = $1`, [campaignId, at]);

const countDonation = async (
  tx: Sql,
  campaignId: string,
  amountCents: number,
  changes: Changes,
) => {
  const counted = await tx.query(
    `update campaigns
     set amount_raised_cents = amount_raised_cents + $2, donation_count = donation_count + 1
     where id = $1 returning id`,
    [campaignId, amountCents],
  );
  if (counted.length > 0) changes.campaignTotals.add(campaignId);
};

/** Campaigns with their status, featured flag and totals of counted donations. */
export const campaignsProjection: Projection = {
  name: 'campaigns',
  tables: ['campaigns'],
  handlers: {
    CampaignCreated: async (tx, { data }) => {
      await tx.query(
        `insert into campaigns (id, creator_id, title, story, category, goal_cents, end_date, image_path,
                                country, status, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $10)
         on conflict (id) do nothing`,
        [
          data.campaignId,
          data.creatorId,
          data.title,
          data.story,
          data.category,
          data.goalCents,
          data.endDate,
          data.imagePath,
          data.country,
          data.createdAt,
        ],
      );
    },
    CampaignEdited: async (tx, { data }) => {
      await tx.query(
        `update campaigns
         set title = $2, story = $3, category = $4, image_path = $5, status = 'pending', updated_at = $6
         where id = $1`,
        [data.campaignId, data.title, data.story, data.category, data.imagePath, data.editedAt],
      );
    },
    CampaignApproved: (tx, { data }) =>
      setStatus(tx, data.campaignId, `status = 'approved', verified = true`, data.at).then(),
    CampaignRejected: (tx, { data }) =>
      setStatus(tx, data.campaignId, `status = 'rejected', featured = false`, data.at).then(),
    CampaignFeatured: (tx, { data }) =>
      setStatus(tx, data.campaignId, 'featured = true', data.at).then(),
    CampaignUnfeatured: (tx, { data }) =>
      setStatus(tx, data.campaignId, 'featured = false', data.at).then(),
    CampaignDeleted: async (tx, { data }) => {
      await tx.query('delete from campaigns where id = $1', [data.campaignId]);
    },
    DonationRecorded: (tx, { data }, changes) =>
      countDonation(tx, data.campaignId, data.amountCents, changes),
    CryptoPledgeConfirmed: (tx, { data }, changes) =>
      countDonation(tx, data.campaignId, data.amountCents, changes),
  },
};
