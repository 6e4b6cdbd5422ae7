import type { AlongsideWrite } from '@harambee/eventstore';
import { type SqlDatabase, logger } from '@harambee/database';
import { randomUUID } from 'node:crypto';
import type { Mail, Mailer } from '../core/mailer';
import { migrateOutbox } from './outbox-schema';

/** How the sender paces itself; tests shorten every delay. */
export type OutboxOptions = {
  /** How often a sender looks for due mail it was not woken for (another process's, or a retry). */
  pollMs: number;
  /** How long a claimed mail is a sender's alone; longer than any SMTP conversation. */
  leaseMs: number;
  /** The wait after the first refusal; it doubles after each one up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  batchSize: number;
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollMs: 5_000,
  leaseMs: 10 * 60_000,
  firstRetryMs: 10_000,
  maxRetryMs: 60 * 60_000,
  batchSize: 20,
};

export type Delivery = 'sent' | 'retrying' | 'failed';

type ClaimedMail = {
  mail_id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
};
type SmtpError = { responseCode?: number; command?: string; message?: string };

/** A 5xx answer to the recipient or the message itself: retrying cannot help. Other errors may pass. */
const isPermanent = (error: unknown) => {
  const { responseCode = 0, command = '' } = error as SmtpError;
  return responseCode >= 500 && responseCode < 600 && /RCPT|DATA/i.test(command);
};

/** What the admins may see of an error: the server's reply, never the mail. */
const describe = (error: unknown) => {
  const { responseCode, message } = error as SmtpError;
  return (responseCode ? `${responseCode} ` : '') + String(message ?? error).slice(0, 300);
};

export const retryDelay = (
  attempts: number,
  options: Pick<OutboxOptions, 'firstRetryMs' | 'maxRetryMs'>,
) => Math.min(options.firstRetryMs * 2 ** Math.max(0, attempts - 1), options.maxRetryMs);

/**
 * The durable outbox: a mail is written in the transaction of the event that causes it, then a sender
 * claims it with a lease (`for update skip locked`, so two senders never take the same row) and retries
 * with capped exponential backoff until the transport accepts it or refuses it for good.
 */
export const startMailOutbox = async (
  db: SqlDatabase,
  transport: Mailer,
  options: Partial<OutboxOptions> = {},
) => {
  const settings = { ...DEFAULT_OUTBOX_OPTIONS, ...options };
  await migrateOutbox(db);

  const claim = (limit: number, mailId?: string) =>
    db.query<ClaimedMail>(
      `update mail_outbox set leased_until = now() + make_interval(secs => $2::double precision / 1000), attempts = attempts + 1
       where mail_id in (
         select mail_id from mail_outbox
         where status = 'pending' and next_attempt_at <= now() and (leased_until is null or leased_until < now())
           and ($3::uuid is null or mail_id = $3::uuid)
         order by next_attempt_at limit $1 for update skip locked)
       returning mail_id, recipient, subject, text_body, html_body, attempts`,
      [limit, settings.leaseMs, mailId ?? null],
    );

  /** Hands the mail to the transport; on a refusal records it (failed, or due again later) and answers so. */
  const attempt = async (mail: ClaimedMail): Promise<Delivery> => {
    try {
      await transport.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
      });
    } catch (error) {
      const permanent = isPermanent(error);
      await db.query(
        permanent
          ? `update mail_outbox set status = 'failed', leased_until = null, last_error = $2, text_body = null, html_body = null where mail_id = $1`
          : `update mail_outbox set leased_until = null, last_error = $2,
               next_attempt_at = now() + make_interval(secs => $3::double precision / 1000) where mail_id = $1`,
        permanent
          ? [mail.mail_id, describe(error)]
          : [mail.mail_id, describe(error), retryDelay(mail.attempts, settings)],
      );
      logger.warn(permanent ? 'mail refused for good' : 'mail delivery will be retried', {
        mailId: mail.mail_id,
        attempts: mail.attempts,
        error: describe(error),
      });
      return permanent ? 'failed' : 'retrying';
    }
    return 'sent';
  };
  /** Records the mails the transport took as sent, all in one statement, and forgets their words. */
  const recordSent = async (mailIds: readonly string[]) => {
    if (mailIds.length === 0) return;
    await db.query(
      `update mail_outbox set status = 'sent', sent_at = now(), leased_until = null, last_error = null,
         text_body = null, html_body = null where mail_id = any($1::uuid[])`,
      [mailIds],
    );
  };
  /** Attempts each claimed mail in turn, then records those sent at once. */
  const settleAll = async (mails: readonly ClaimedMail[]) => {
    const deliveries: Delivery[] = [];
    for (const mail of mails) deliveries.push(await attempt(mail));
    await recordSent(mails.filter((_, i) => deliveries[i] === 'sent').map((mail) => mail.mail_id));
    return deliveries;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const sendDue = async () => {
    for (;;) {
      const batch = await claim(settings.batchSize);
      await settleAll(batch);
      if (batch.length < settings.batchSize || stopped) return;
    }
  };
  const tick = () => {
    clearTimeout(timer);
    running = running
      .then(sendDue)
      .catch((error: unknown) => logger.error('mail sender failed', { error: String(error) }))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, settings.pollMs);
      });
  };
  tick();

  return {
    /** The mail's row, to write in the transaction of the event that causes it; the id is its name. */
    enqueue:
      (mail: Mail, mailId: string = randomUUID()): AlongsideWrite =>
      async (tx) => {
        await tx.query(
          // A repeat under the same id (a process manager reacting twice to one event) queues nothing more.
          'insert into mail_outbox (mail_id, recipient, subject, text_body, html_body, kind) values ($1, $2, $3, $4, $5, $6) on conflict (mail_id) do nothing',
          [mailId, mail.to, mail.subject, mail.text, mail.html, mail.kind ?? 'notice'],
        );
      },
    /** One attempt now for a mail just written, so a request can learn of a permanent refusal. */
    deliverNow: async (mailId: string): Promise<Delivery> => {
      try {
        const [mail] = await claim(1, mailId);
        return mail ? ((await settleAll([mail]))[0] ?? 'retrying') : 'retrying';
      } catch (error) {
        logger.error('mail sender failed', { mailId, error: String(error) });
        return 'retrying';
      }
    },
    /**
     * Mails to send as soon as their transaction commits: each row is written already claimed by this process (as
     * `deliverNow` would claim it, with the same lease, so a crash before the send leaves it to the sender once the
     * lease is over), and `send` attempts them all and records those sent in one statement. A mail whose id was
     * queued before is not written again; `send` leaves it to its claim, as `deliverNow` would.
     */
    toSendNow: (mails: readonly { mail: Mail; mailId: string }[]) => {
      const written = new Set<string>();
      const write: AlongsideWrite = async (tx) => {
        // A transaction tried again writes again: only the last try's rows are this process's to send.
        written.clear();
        if (mails.length === 0) return;
        const rows = await tx.query<{ mail_id: string }>(
          `insert into mail_outbox (mail_id, recipient, subject, text_body, html_body, kind, leased_until, attempts)
           select m.mail_id, m.recipient, m.subject, m.text_body, m.html_body, m.kind,
                  now() + make_interval(secs => $2::double precision / 1000), 1
           from jsonb_to_recordset($1::jsonb) as m(mail_id uuid, recipient text, subject text, text_body text, html_body text, kind text)
           on conflict (mail_id) do nothing
           returning mail_id::text`,
          [
            JSON.stringify(
              mails.map(({ mail, mailId }) => ({
                mail_id: mailId,
                recipient: mail.to,
                subject: mail.subject,
                text_body: mail.text,
                html_body: mail.html,
                kind: mail.kind ?? 'notice',
              })),
            ),
            settings.leaseMs,
          ],
        );
        for (const row of rows) written.add(row.mail_id);
      };
      const send = async () => {
        try {
          await settleAll(
            mails
              .filter(({ mailId }) => written.has(mailId))
              .map(({ mail, mailId }) => ({
                mail_id: mailId,
                recipient: mail.to,
                subject: mail.subject,
                text_body: mail.text,
                html_body: mail.html,
                attempts: 1,
              })),
          );
        } catch (error) {
          logger.error('mail sender failed', { error: String(error) });
        }
      };
      return { write, send };
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
};
export type MailOutbox = Awaited<ReturnType<typeof startMailOutbox>>;
