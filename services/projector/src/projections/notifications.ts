import type { Sql } from '@harambee/platform';
import type { Changes, Projection } from '../projection';

const notifyCreator = async (tx: Sql, campaignId: string, changes: Changes) => {
  const rows = await tx.query<{ user_id: string }>(
    `insert into creator_notifications (user_id, unseen_donations)
     select creator_id, 1 from campaigns where id = $1
     on conflict (user_id) do update set unseen_donations = creator_notifications.unseen_donations + 1
     returning user_id`,
    [campaignId],
  );
  for (const row of rows) changes.notificationCounts.add(row.user_id);
};

/** Each creator's count of counted donations they have not seen yet. */
export const notificationsProjection: Projection = {
  name: 'notifications',
  tables: ['creator_notifications'],
  reads: ['campaigns'],
  handlers: {
    DonationRecorded: (tx, { data }, changes) => notifyCreator(tx, data.campaignId, changes),
    CryptoPledgeConfirmed: (tx, { data }, changes) => notifyCreator(tx, data.campaignId, changes),
    DonationNotificationsSeen: async (tx, { data }, changes) => {
      await tx.query(
        `insert into creator_notifications (user_id, unseen_donations, seen_at) values ($1, 0, $2)
         on conflict (user_id) do update set unseen_donations = 0, seen_at = excluded.seen_at`,
        [data.userId, data.seenAt],
      );
      changes.notificationCounts.add(data.userId);
    },
  },
};
