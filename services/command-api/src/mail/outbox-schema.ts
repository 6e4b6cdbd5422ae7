import type { SqlDatabase } from '@harambee/database';

const OUTBOX_MIGRATION_LOCK = 7_240_311;

/**
 * One row per mail. The bodies hold reset and verification links, so they are blanked once the mail is
 * delivered or refused for good; subject, kind and status stay for the admins' view. The recipient stays for
 * MAIL_RECIPIENT_RETENTION_DAYS after that, and goes at once when its person is erased (status 'erased' for a
 * mail that was still waiting).
 */
const schema = `
  create table if not exists mail_outbox (
    mail_id uuid primary key,
    recipient text not null,
    subject text not null,
    text_body text,
    html_body text,
    status text not null default 'pending',
    attempts int not null default 0,
    last_error text,
    next_attempt_at timestamptz not null default now(),
    leased_until timestamptz,
    created_at timestamptz not null default now(),
    sent_at timestamptz
  );
  create index if not exists mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending';
  alter table mail_outbox add column if not exists kind text not null default 'notice';
  alter table mail_outbox alter column recipient drop not null;
  create index if not exists mail_outbox_recipient on mail_outbox (lower(recipient)) where recipient is not null;
`;

export const migrateOutbox = (db: SqlDatabase): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [OUTBOX_MIGRATION_LOCK]);
    await tx.exec(schema);
  });
