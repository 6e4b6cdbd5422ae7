import type { Sql } from '@harambee/database';
import { MAIL_RECIPIENT_RETENTION_DAYS } from '@harambee/rules';
import type { ScheduledJob } from '../core/process-manager';

const DAY_MS = 86_400_000;

/** What the admins' view says of a mail whose recipient is no longer kept. */
export const RECIPIENT_NOT_KEPT = `Not kept (erased, or sent over ${MAIL_RECIPIENT_RETENTION_DAYS} days ago)`;

/** An erased person's mails keep no address and no body; one still waiting is never sent. */
export const eraseMailsTo = async (db: Sql, addresses: string[]) => {
  const wanted = [
    ...new Set(addresses.map((address) => address.trim().toLowerCase()).filter(Boolean)),
  ];
  if (!wanted.length) return;
  await db.query(
    `update mail_outbox set recipient = null, text_body = null, html_body = null, leased_until = null,
       status = case when status = 'pending' then 'erased' else status end
     where lower(recipient) = any($1::text[])`,
    [wanted],
  );
};

/** Delivered or finally refused mails forget their recipient once the retention period has passed. */
export const forgetOldRecipients = async (db: Sql, now: Date) => {
  const before = new Date(now.getTime() - MAIL_RECIPIENT_RETENTION_DAYS * DAY_MS);
  await db.query(
    `update mail_outbox set recipient = null
     where recipient is not null and status in ('sent', 'failed') and coalesce(sent_at, created_at) < $1`,
    [before],
  );
};

export const mailRetentionJob: ScheduledJob = {
  name: 'mail-recipient-retention',
  everyMs: 60 * 60_000,
  run: (deps) => forgetOldRecipients(deps.db, deps.clock()),
};
