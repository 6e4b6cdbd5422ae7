import type { Sql } from '@harambee/database';
import type { Changes, Projection } from '../projection';

const setStatus = (tx: Sql, campaignId: string, assignments: string, at: string) =>
  tx.query(`update campaigns set ${assignments}, updated_at = $2 where id = $1`, [campaignId, at]);

type Gift = { campaignId: string; amountCents: number };

/** Adds counted gifts to their campaigns' totals, one statement for any number of gifts. */
const countDonations = async (tx: Sql, gifts: Gift[], changes: Changes) => {
  const counted = await tx.query<{ id: string }>(
    `update campaigns c
     set amount_raised_cents = c.amount_raised_cents + gift.cents, donation_count = c.donation_count + gift.count
     from (select "campaignId" as id, sum("amountCents") as cents, count(*) as count
           from jsonb_to_recordset($1::jsonb) as d("campaignId" text, "amountCents" bigint)
           group by "campaignId") gift
     where c.id = gift.id
     returning c.id`,
    [JSON.stringify(gifts)],
  );
  for (const { id } of counted) changes.campaignTotals.add(id);
};

/**
 * Campaigns with their status, featured flag, totals of counted donations and, once ended, their outcome.
 * A refund does not lower what was raised: it is counted beside it.
 */
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
    CryptoPledgeConfirmed: (tx, { data }, changes) => countDonations(tx, [data], changes),
    CampaignEnded: async (tx, { data }) => {
      await tx.query(
        'update campaigns set outcome = $2, ended_at = $3, close_reason = $4, updated_at = $3 where id = $1',
        [data.campaignId, data.outcome, data.endedAt, data.closeReason],
      );
    },
    DonationRefunded: async (tx, { data }, changes) => {
      const refunded = await tx.query<{ id: string }>(
        'update campaigns set amount_refunded_cents = amount_refunded_cents + $2 where id = $1 returning id',
        [data.campaignId, data.amountCents],
      );
      for (const { id } of refunded) changes.campaignTotals.add(id);
    },
  },
  runHandlers: {
    DonationRecorded: (tx, events, changes) =>
      countDonations(
        tx,
        events.map((event) => event.data),
        changes,
      ),
  },
};
