import { type ApiRoute, handle, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import type { CommandApiDeps } from '../core/deps';
import { RECIPIENT_NOT_KEPT } from './mail-privacy';

type UndeliveredRow = {
  mail_id: string;
  recipient: string | null;
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
};

/** Mail not delivered yet or refused for good, newest first: what an admin must follow up by hand. */
export const adminMailRoutes = ({ db, config }: CommandApiDeps) =>
  Router().get(
    '/v1/admin/mail',
    handle(async (req, res) => {
      requireActor(req, config.jwtSecret, 'admin');
      const rows = await db.query<UndeliveredRow>(
        `select mail_id, recipient, subject, status, attempts, last_error, next_attempt_at, created_at from mail_outbox
         where status in ('pending', 'failed') order by created_at desc limit 200`,
      );
      const mails = rows.map((row) => ({
        _id: row.mail_id,
        to: row.recipient ?? RECIPIENT_NOT_KEPT,
        subject: row.subject,
        status: row.status as 'pending' | 'failed',
        attempts: row.attempts,
        lastError: row.last_error,
        nextAttemptAt:
          row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
        createdAt: new Date(row.created_at).toISOString(),
      }));
      success(res, { mails });
    }),
  );

export const adminMailDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/v1/admin/mail',
    tag: 'meta',
    auth: 'admin',
    summary:
      'Mail still waiting to be delivered or refused for good, with its attempts and last error',
  },
];
