import type { Sql } from '@harambee/platform';
import {
  CAMPAIGN_PROGRESS_CHANNEL,
  READ_MODELS_CHANGED_CHANNEL,
  dollars,
  progressPercentage,
  USER_NOTIFICATIONS_CHANNEL,
  type CampaignProgress,
  type UserNotifications,
} from '@harambee/read-models';
import type { Changes } from './projection';

type Totals = {
  id: string;
  goal_cents: number;
  amount_raised_cents: number;
  donation_count: number;
};

const progressOf = (row: Totals): CampaignProgress => ({
  campaignId: row.id,
  amountRaised: dollars(row.amount_raised_cents),
  goalAmount: dollars(row.goal_cents),
  donationCount: row.donation_count,
  progressPercentage: progressPercentage(row.amount_raised_cents, row.goal_cents),
});

const notify = (tx: Sql, channel: string, payload: CampaignProgress | UserNotifications) =>
  tx.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);

/** NOTIFYs, inside the batch's transaction, the totals and counts the batch changed: sent only if it commits. */
export const publishChanges = async (tx: Sql, changes: Changes) => {
  await tx.query('select pg_notify($1, $2)', [READ_MODELS_CHANGED_CHANNEL, '']);
  if (changes.campaignTotals.size > 0) {
    const campaigns = await tx.query<Totals>(
      `select id, goal_cents::float8 as goal_cents, amount_raised_cents::float8 as amount_raised_cents,
              donation_count
       from campaigns where id = any($1)`,
      [[...changes.campaignTotals]],
    );
    for (const campaign of campaigns)
      await notify(tx, CAMPAIGN_PROGRESS_CHANNEL, progressOf(campaign));
  }
  if (changes.notificationCounts.size > 0) {
    const counts = await tx.query<{ user_id: string; unseen_donations: number }>(
      'select user_id, unseen_donations from creator_notifications where user_id = any($1)',
      [[...changes.notificationCounts]],
    );
    for (const row of counts) {
      await notify(tx, USER_NOTIFICATIONS_CHANNEL, {
        userId: row.user_id,
        count: row.unseen_donations,
      });
    }
  }
};
