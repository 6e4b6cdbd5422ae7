import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import { assignments } from '../postgres-set';
import { type CampaignChange, pendingEditOf } from './campaigns';

export const campaignsOnPostgres: StoreWrites<Sql, CampaignChange> = {
  created: async (tx, { campaign }) => {
    await tx.query(
      `insert into campaigns (id, creator_id, title, story, category, goal_cents, end_date, image_path,
                              country, status, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'pending', $10, $10)
       on conflict (id) do nothing`,
      [
        campaign.campaignId,
        campaign.creatorId,
        campaign.title,
        campaign.story,
        campaign.category,
        campaign.goalCents,
        campaign.endDate,
        campaign.imagePath,
        campaign.country,
        campaign.createdAt,
      ],
    );
  },
  edited: async (tx, { edit }) => {
    await tx.query(
      `update campaigns
       set title = $2, story = $3, category = $4, image_path = $5, status = 'pending', updated_at = $6
       where id = $1`,
      [edit.campaignId, edit.title, edit.story, edit.category, edit.imagePath, edit.editedAt],
    );
  },
  editProposed: async (tx, { edit }) => {
    await tx.query('update campaigns set pending_edit = $2, edit_rejection = null where id = $1', [
      edit.campaignId,
      JSON.stringify(pendingEditOf(edit)),
    ]);
  },
  editApproved: async (tx, { campaignId, at }) => {
    await tx.query(
      `update campaigns
       set title = pending_edit->>'title', story = pending_edit->>'story', category = pending_edit->>'category',
           image_path = pending_edit->>'image_path', pending_edit = null, updated_at = $2
       where id = $1 and pending_edit is not null`,
      [campaignId, at],
    );
  },
  editRejected: async (tx, { campaignId, at, reason }) => {
    await tx.query('update campaigns set pending_edit = null, edit_rejection = $2 where id = $1', [
      campaignId,
      JSON.stringify({ reason, at }),
    ]);
  },
  reviewed: async (tx, { campaignId, review, at }) => {
    const set = assignments(review, ['status', 'verified', 'featured', 'rejection_reason'], 2);
    await tx.query(`update campaigns set ${set.sql}, updated_at = $2 where id = $1`, [
      campaignId,
      at,
      ...set.values,
    ]);
  },
  shortCode: async (tx, { campaignId, shortCode }) => {
    await tx.query('update campaigns set short_code = $2 where id = $1', [campaignId, shortCode]);
  },
  deleted: async (tx, { deletion }) => {
    await tx.query(
      `update campaigns set deleted_at = $2, deleted_by = $3, deleted_reason = $4, featured = false
       where id = $1`,
      [deletion.campaignId, deletion.at, deletion.by, deletion.reason],
    );
  },
  ended: async (tx, { campaignId, outcome, endedAt, closeReason }) => {
    await tx.query(
      'update campaigns set outcome = $2, ended_at = $3, close_reason = $4, updated_at = $3 where id = $1',
      [campaignId, outcome, endedAt, closeReason],
    );
  },
  giftsCounted: async (tx, { totals }, changes) => {
    const counted = await tx.query<{ id: string }>(
      `update campaigns c
       set amount_raised_cents = c.amount_raised_cents + gift.cents, donation_count = c.donation_count + gift.count
       from jsonb_to_recordset($1::jsonb) as gift("campaignId" text, cents bigint, count int)
       where c.id = gift."campaignId"
       returning c.id`,
      [JSON.stringify(totals)],
    );
    for (const { id } of counted) changes.campaignTotals.add(id);
  },
  refunded: async (tx, { campaignId, cents }, changes) => {
    const refunded = await tx.query<{ id: string }>(
      'update campaigns set amount_refunded_cents = amount_refunded_cents + $2 where id = $1 returning id',
      [campaignId, cents],
    );
    for (const { id } of refunded) changes.campaignTotals.add(id);
  },
  reversed: async (tx, { campaignId, cents }, changes) => {
    const reversed = await tx.query<{ id: string }>(
      'update campaigns set amount_reversed_cents = amount_reversed_cents + $2 where id = $1 returning id',
      [campaignId, cents],
    );
    for (const { id } of reversed) changes.campaignTotals.add(id);
  },
};
