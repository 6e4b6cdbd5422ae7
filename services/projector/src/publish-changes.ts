import type { StoredEvent } from '@harambee/events';
import type { Sql } from '@harambee/database';
import { campaignTotalsRow } from '@harambee/read-models';
import { type NoticeReads, noticePayload, noticesOf, type Notice } from './notices';
import type { Changes } from './projection';

/** Every NOTIFY of a batch in one statement. */
const notifyAll = (tx: Sql, notices: Notice[]) =>
  tx.query(
    'select pg_notify(channel, payload) from unnest($1::text[], $2::text[]) as n(channel, payload)',
    [notices.map(([channel]) => channel), notices.map(noticePayload)],
  );

const postgresNoticeReads = (tx: Sql): NoticeReads => ({
  campaignTotals: async (ids) =>
    (
      await tx.query(
        `select id, goal_cents, amount_raised_cents, donation_count, amount_refunded_cents, amount_reversed_cents
         from campaigns where id = any($1)`,
        [ids],
      )
    ).map((row) => campaignTotalsRow.parse(row)),
  unseenCounts: (ids) =>
    tx.query<{ userId: string; count: number }>(
      'select user_id as "userId", unseen_donations as count from creator_notifications where user_id = any($1)',
      [ids],
    ),
  withdrawals: (ids) =>
    tx.query<{ userId: string; withdrawalId: string; status: 'requested' }>(
      'select creator_id as "userId", id as "withdrawalId", status from withdrawals where id = any($1)',
      [ids],
    ),
});

/** NOTIFYs, inside the batch's transaction, of what it changed: sent only if it commits. */
export const publishChanges = async (tx: Sql, changes: Changes, events: readonly StoredEvent[]) => {
  const notices = await noticesOf(postgresNoticeReads(tx), changes, events);
  if (notices.length > 0) await notifyAll(tx, notices);
};
