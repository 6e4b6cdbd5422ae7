import type { SqlDatabase } from '@harambee/database';

const OUTBOX_MIGRATION_LOCK = 7_240_311;

/**
 * One row per mail. The bodies hold reset and verification links, so they are blanked once the mail is
 * delivered or refused for good; recipient, subject and status stay for the admins' view.
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
`;

export const migrateOutbox = (db: SqlDatabase): Promise<void> =>
  db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [OUTBOX_MIGRATION_LOCK]);
    await tx.exec(schema);
  });
