import { live } from '@harambee/read-models';
import type { Sql } from '@harambee/database';

/** How many counted donations the creator has not seen yet. */
export const notificationCountOf = async (db: Sql, userId: string) => {
  const [row] = await db.query<{ count: number }>(
    `select unseen_donations as count from ${live('creator_notifications')} where user_id = $1`,
    [userId],
  );
  return row?.count ?? 0;
};
