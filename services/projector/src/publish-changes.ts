import type { EventType } from '@harambee/events';
import type { StoredEvent } from '@harambee/eventstore';
import type { Sql } from '@harambee/platform';
import {
  CAMPAIGN_PROGRESS_CHANNEL,
  CAMPAIGNS_CHANGED_CHANNEL,
  campaignProgressFrom,
  campaignTotalsRow,
  READ_MODELS_CHANGED_CHANNEL,
  USER_NOTIFICATIONS_CHANNEL,
  USER_SESSIONS_CHANNEL,
  USER_WITHDRAWALS_CHANNEL,
  type CampaignProgress,
  type UserNotifications,
  type UserSessions,
  type UserWithdrawals,
} from '@harambee/read-models';
import type { Changes } from './projection';

type Notice = [channel: string, payload: CampaignProgress | UserNotifications | UserSessions | UserWithdrawals | ''];

/** Every NOTIFY of a batch in one statement. */
const notifyAll = (tx: Sql, notices: Notice[]) =>
  tx.query('select pg_notify(channel, payload) from unnest($1::text[], $2::text[]) as n(channel, payload)', [
    notices.map(([channel]) => channel),
    notices.map(([, payload]) => (payload === '' ? '' : JSON.stringify(payload))),
  ]);

const campaignNotices = async (tx: Sql, campaignIds: Set<string>): Promise<Notice[]> => {
  if (campaignIds.size === 0) return [];
  const campaigns = await tx.query(
    'select id, goal_cents, amount_raised_cents, donation_count, amount_refunded_cents from campaigns where id = any($1)',
    [[...campaignIds]],
  );
  return campaigns.map((row) => [CAMPAIGN_PROGRESS_CHANNEL, campaignProgressFrom(campaignTotalsRow.parse(row))]);
};

/** The events that change which campaigns the admin lists hold, or how they are reviewed. */
const CAMPAIGN_LIST_EVENTS: ReadonlySet<EventType> = new Set<EventType>([
  'CampaignCreated',
  'CampaignEdited',
  'CampaignApproved',
  'CampaignRejected',
  'CampaignFeatured',
  'CampaignUnfeatured',
  'CampaignDeleted',
]);

/** At most one signal per batch, without ids: a busy batch must never outgrow NOTIFY's 8000-byte payload. */
const campaignListNotices = (events: readonly StoredEvent[]): Notice[] =>
  events.some((event) => CAMPAIGN_LIST_EVENTS.has(event.type)) ? [[CAMPAIGNS_CHANGED_CHANNEL, '']] : [];

const userNotices = async (tx: Sql, userIds: Set<string>): Promise<Notice[]> => {
  if (userIds.size === 0) return [];
  const counts = await tx.query<{ user_id: string; unseen_donations: number }>(
    'select user_id, unseen_donations from creator_notifications where user_id = any($1)',
    [[...userIds]],
  );
  return counts.map((row) => [
    USER_NOTIFICATIONS_CHANNEL,
    { userId: row.user_id, count: row.unseen_donations },
  ]);
};

const withdrawalNotices = async (tx: Sql, withdrawalIds: Set<string>): Promise<Notice[]> => {
  if (withdrawalIds.size === 0) return [];
  const rows = await tx.query<{ id: string; creator_id: string; status: UserWithdrawals['status'] }>(
    'select id, creator_id, status from withdrawals where id = any($1)',
    [[...withdrawalIds]],
  );
  return rows.map((row) => [
    USER_WITHDRAWALS_CHANNEL,
    { userId: row.creator_id, withdrawalId: row.id, status: row.status },
  ]);
};

const sessionNotices = (events: readonly StoredEvent[]): Notice[] =>
  events.flatMap((event): Notice[] =>
    event.type === 'SessionsRevoked'
      ? [[USER_SESSIONS_CHANNEL, { userId: event.data.userId, sessionVersion: event.data.sessionVersion }]]
      : [],
  );

/**
 * NOTIFYs, inside the batch's transaction, that read models changed, whether the campaign lists did, and
 * the totals and counts the batch changed: sent only if it commits.
 */
export const publishChanges = async (tx: Sql, changes: Changes, events: readonly StoredEvent[]) =>
  notifyAll(tx, [
    [READ_MODELS_CHANGED_CHANNEL, ''],
    ...campaignListNotices(events),
    ...(await campaignNotices(tx, changes.campaignTotals)),
    ...(await userNotices(tx, changes.notificationCounts)),
    ...(await withdrawalNotices(tx, changes.withdrawals)),
    ...sessionNotices(events),
  ]);
