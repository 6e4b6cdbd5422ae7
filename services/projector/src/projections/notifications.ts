import type { Sql } from '@harambee/database';
import type { Changes, Projection } from '../projection';

/** Adds each counted gift to its campaign creator's unseen count, one statement for any number. */
const notifyCreators = async (tx: Sql, campaignIds: string[], changes: Changes) => {
  const rows = await tx.query<{ user_id: string }>(
    `insert into creator_notifications (user_id, unseen_donations)
     select c.creator_id, sum(gift.count)::int
     from campaigns c
     join (select id, count(*) as count from jsonb_array_elements_text($1::jsonb) as id group by id) gift
       on gift.id = c.id
     group by c.creator_id
     on conflict (user_id) do update
       set unseen_donations = creator_notifications.unseen_donations + excluded.unseen_donations
     returning user_id`,
    [JSON.stringify(campaignIds)],
  );
  for (const row of rows) changes.notificationCounts.add(row.user_id);
};

/** Each creator's count of counted donations they have not seen yet. */
export const notificationsProjection: Projection = {
  name: 'notifications',
  tables: ['creator_notifications'],
  reads: ['campaigns'],
  handlers: {
    CryptoPledgeConfirmed: (tx, { data }, changes) =>
      notifyCreators(tx, [data.campaignId], changes),
    DonationNotificationsSeen: async (tx, { data }, changes) => {
      await tx.query(
        `insert into creator_notifications (user_id, unseen_donations, seen_at) values ($1, 0, $2)
         on conflict (user_id) do update set unseen_donations = 0, seen_at = excluded.seen_at`,
        [data.userId, data.seenAt],
      );
      changes.notificationCounts.add(data.userId);
    },
  },
  runHandlers: {
    DonationRecorded: (tx, events, changes) =>
      notifyCreators(
        tx,
        events.map((event) => event.data.campaignId),
        changes,
      ),
  },
};
