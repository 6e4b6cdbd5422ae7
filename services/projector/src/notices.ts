import type { EventType } from '@harambee/events';
import type { StoredEvent } from '@harambee/events';
import {
  CAMPAIGN_PROGRESS_CHANNEL,
  CAMPAIGNS_CHANGED_CHANNEL,
  campaignProgressFrom,
  READ_MODELS_CHANGED_CHANNEL,
  USER_NOTIFICATIONS_CHANNEL,
  USER_SESSIONS_CHANNEL,
  USER_WITHDRAWALS_CHANNEL,
  type CampaignProgress,
  type CampaignTotalsRow,
  type UserNotifications,
  type UserSessions,
  type UserWithdrawals,
} from '@harambee/read-models';
import type { Changes } from './projection';

/** A signal to live clients: its channel and its payload (none for the bare "something changed" ones). */
export type Notice = [
  channel: string,
  payload: CampaignProgress | UserNotifications | UserSessions | UserWithdrawals | '',
];

/** What the notices read back from the read models, inside the batch's transaction, after its writes. */
export type NoticeReads = {
  campaignTotals(campaignIds: string[]): Promise<CampaignTotalsRow[]>;
  unseenCounts(userIds: string[]): Promise<UserNotifications[]>;
  withdrawals(withdrawalIds: string[]): Promise<UserWithdrawals[]>;
};

/** The events that change which campaigns the admin lists hold, or how they are reviewed. */
const CAMPAIGN_LIST_EVENTS: ReadonlySet<EventType> = new Set<EventType>([
  'CampaignCreated',
  'CampaignEdited',
  'CampaignEditProposed',
  'CampaignEditApproved',
  'CampaignEditRejected',
  'CampaignApproved',
  'CampaignRejected',
  'CampaignFeatured',
  'CampaignUnfeatured',
  'CampaignDeleted',
]);

/** At most one signal per batch, without ids: a busy batch must never outgrow NOTIFY's 8000-byte payload. */
const campaignListNotices = (events: readonly StoredEvent[]): Notice[] =>
  events.some((event) => CAMPAIGN_LIST_EVENTS.has(event.type))
    ? [[CAMPAIGNS_CHANGED_CHANNEL, '']]
    : [];

const sessionNotices = (events: readonly StoredEvent[]): Notice[] =>
  events.flatMap((event): Notice[] =>
    event.type === 'SessionsRevoked'
      ? [
          [
            USER_SESSIONS_CHANNEL,
            { userId: event.data.userId, sessionVersion: event.data.sessionVersion },
          ],
        ]
      : [],
  );

const readIf = async <T>(ids: Set<string>, read: (ids: string[]) => Promise<T[]>) =>
  ids.size === 0 ? [] : read([...ids]);

/**
 * What a batch tells live clients once it commits: that read models changed (when it folded anything), whether the campaign lists did,
 * and the totals, counts and withdrawals it changed, as they are after it.
 */
export const noticesOf = async (
  reads: NoticeReads,
  changes: Changes,
  events: readonly StoredEvent[],
): Promise<Notice[]> => [
  ...(changes.folded ? [[READ_MODELS_CHANGED_CHANNEL, ''] as Notice] : []),
  ...campaignListNotices(events),
  ...(await readIf(changes.campaignTotals, reads.campaignTotals)).map((row): Notice => [
    CAMPAIGN_PROGRESS_CHANNEL,
    campaignProgressFrom(row),
  ]),
  ...(await readIf(changes.notificationCounts, reads.unseenCounts)).map((count): Notice => [
    USER_NOTIFICATIONS_CHANNEL,
    count,
  ]),
  ...(await readIf(changes.withdrawals, reads.withdrawals)).map((change): Notice => [
    USER_WITHDRAWALS_CHANNEL,
    change,
  ]),
  ...sessionNotices(events),
];

/** A notice as NOTIFY carries it (and as MongoDB keeps it for the change stream): a channel and a string. */
export const noticePayload = ([, payload]: Notice) =>
  payload === '' ? '' : JSON.stringify(payload);
