import type { Sql } from '@harambee/database';
import type { StoreWrites } from '../../read-model';
import type { NotificationChange } from './notifications';

export const notificationsOnPostgres: StoreWrites<Sql, NotificationChange> = {
  /** Adds each counted gift to its campaign creator's unseen count, one statement for any number. */
  giftsCounted: async (tx, { gifts }, changes) => {
    const rows = await tx.query<{ user_id: string }>(
      `insert into creator_notifications (user_id, unseen_donations)
       select c.creator_id, sum(gift.count)::int
       from campaigns c
       join jsonb_to_recordset($1::jsonb) as gift("campaignId" text, count int) on gift."campaignId" = c.id
       group by c.creator_id
       on conflict (user_id) do update
         set unseen_donations = creator_notifications.unseen_donations + excluded.unseen_donations
       returning user_id`,
      [JSON.stringify(gifts)],
    );
    for (const row of rows) changes.notificationCounts.add(row.user_id);
  },
  seen: async (tx, { userId, seenAt }, changes) => {
    await tx.query(
      `insert into creator_notifications (user_id, unseen_donations, seen_at) values ($1, 0, $2)
       on conflict (user_id) do update set unseen_donations = 0, seen_at = excluded.seen_at`,
      [userId, seenAt],
    );
    changes.notificationCounts.add(userId);
  },
};
