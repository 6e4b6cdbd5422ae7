import { type ApiRoute, handle, requireActor, success } from '@harambee/platform';
import { Router } from 'express';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Development mailbox: the mails written to the outbox when no SMTP server is configured. Admins only,
 * since the mails hold password-reset and verification links.
 */
export const devMailboxRoutes = (outboxDir: string, secret: string) =>
  Router().get(
    '/',
    handle(async (req, res) => {
      requireActor(req, secret, 'admin');
      const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) =>
        file.endsWith('.eml'),
      );
      const newest = files.sort().reverse().slice(0, 20);
      const mails = await Promise.all(
        newest.map(async (file) => ({
          file,
          raw: await readFile(path.join(outboxDir, file), 'utf8'),
        })),
      );
      success(res, { mails });
    }),
  );

export const devMailboxDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/dev/mailbox',
    tag: 'meta',
    auth: 'admin',
    summary: 'The 20 newest mails written to the outbox (only without an SMTP server)',
  },
];
