import type { ApiRoute } from '@harambee/platform';
import { Router } from 'express';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Development mailbox: the mails written to the outbox when no SMTP server is configured. */
export const devMailboxRoutes = (outboxDir: string) =>
  Router().get('/', async (_req, res) => {
    const files = (await readdir(outboxDir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
    const newest = files.sort().reverse().slice(0, 20);
    const mails = await Promise.all(
      newest.map(async (file) => ({ file, raw: await readFile(path.join(outboxDir, file), 'utf8') })),
    );
    res.json({ status: 'success', data: { mails } });
  });

export const devMailboxDocs: ApiRoute[] = [
  { method: 'get', path: '/dev/mailbox', tag: 'meta', auth: 'public', summary: 'The 20 newest mails written to the outbox (only without an SMTP server)' },
];
