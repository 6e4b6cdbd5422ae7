import { live } from '@harambee/read-models';
import type { Sql } from '@harambee/database';

/** The owner's session version as projected; a user not projected yet has had no revoke either. */
export const sessionVersionOf = (db: Sql) => async (userId: string) => {
  const [row] = await db.query<{ session_version: number }>(
    `select session_version from ${live('users')} where id = $1`,
    [userId],
  );
  return row?.session_version ?? 0;
};
