import {
  openTestDatabase,
  testDatabaseKinds,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Refusal, type SmtpSink, startSmtpSink } from '@harambee/test-support';
import { createMailer } from '../core/mailer';
import { type MailOutbox, type OutboxOptions, startMailOutbox } from './mail-outbox';

/** Delays of tenths of a second, so ten seconds of refusals are many retries. */
const FAST: Partial<OutboxOptions> = { pollMs: 100, firstRetryMs: 200, maxRetryMs: 1_000 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())('the mail outbox on %s', (kind) => {
  let db: SqlDatabase;
  let smtp: SmtpSink;
  let refuse: Refusal | undefined;
  let dataDir: string;
  const senders: MailOutbox[] = [];

  const startSender = async () => {
    const transport = createMailer({
      smtpUrl: smtp.url,
      from: 'Harambee <no-reply@harambee.test>',
      outboxDir: path.join(dataDir, 'outbox'),
    });
    const sender = await startMailOutbox(db, transport, FAST);
    senders.push(sender);
    return sender;
  };
  const enqueue = (sender: MailOutbox, recipients: string[]) =>
    db.transaction(async (tx) => {
      for (const to of recipients)
        await sender.enqueue({
          to,
          subject: `Hello ${to}`,
          text: `Your link: https://harambee.test/x?token=${to}`,
          html: '<p>Hi</p>',
        })(tx);
    });
  const recipients = (count: number, tag: string) =>
    Array.from({ length: count }, (_, i) => `${tag}-${i}@example.org`);
  const arrivals = (to: string) => smtp.received.filter((mail) => mail.to.includes(to)).length;
  const waitForAll = async (addresses: string[], timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (addresses.some((to) => arrivals(to) === 0)) {
      if (Date.now() > deadline) throw new Error(`not all mail arrived within ${timeoutMs} ms`);
      await sleep(50);
    }
    await sleep(FAST.pollMs! * 8); // room for a second delivery, should there be one
  };
  const rows = () =>
    db.query<{
      recipient: string;
      status: string;
      attempts: number;
      text_body: string | null;
      html_body: string | null;
      last_error: string | null;
    }>(
      'select recipient, status, attempts, text_body, html_body, last_error from mail_outbox order by recipient',
    );

  beforeEach(async () => {
    db = await openTestDatabase(kind);
    refuse = undefined;
    smtp = await startSmtpSink({ refuse: (to) => refuse?.(to) });
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-outbox-'));
  });
  afterEach(async () => {
    for (const sender of senders.splice(0)) await sender.stop();
    await smtp.stop();
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the mail server refuses for 10 s and then accepts, then every mail arrives exactly once', async () => {
    const acceptFrom = Date.now() + 10_000;
    refuse = () => (Date.now() < acceptFrom ? 451 : undefined);
    const sender = await startSender();
    const addresses = recipients(5, 'busy');
    await enqueue(sender, addresses);

    await waitForAll(addresses, 40_000);

    expect(addresses.map(arrivals)).toEqual(addresses.map(() => 1));
    const stored = await rows();
    expect(
      stored.every((row) => row.status === 'sent' && row.attempts > 1 && row.last_error === null),
    ).toBe(true);
    // Delivered mail keeps who and what about, not its body with the link.
    expect(stored.every((row) => row.text_body === null && row.html_body === null)).toBe(true);
  }, 60_000);

  it('when two senders share the database, then each mail is delivered once', async () => {
    const first = await startSender();
    const addresses = recipients(30, 'pair');
    await enqueue(first, addresses);
    await startSender();

    await waitForAll(addresses, 15_000);

    expect(smtp.received).toHaveLength(30);
    expect(addresses.map(arrivals)).toEqual(addresses.map(() => 1));
  }, 30_000);

  it('when the sender restarts, then delivered mail is not sent again and mail written meanwhile is', async () => {
    const before = await startSender();
    const delivered = recipients(3, 'before');
    await enqueue(before, delivered);
    await waitForAll(delivered, 10_000);
    await before.stop();
    const meanwhile = recipients(2, 'meanwhile');
    await enqueue(before, meanwhile);

    await startSender();
    await waitForAll(meanwhile, 10_000);

    expect([...delivered, ...meanwhile].map(arrivals)).toEqual([1, 1, 1, 1, 1]);
    expect(smtp.received).toHaveLength(5);
  }, 30_000);

  it('when a batch of mails is due, then they go over one kept-open connection, closed when the sender stops', async () => {
    const sender = await startSender();
    const addresses = recipients(12, 'batch');
    await enqueue(sender, addresses);

    await waitForAll(addresses, 10_000);

    expect(addresses.map(arrivals)).toEqual(addresses.map(() => 1));
    expect(smtp.connections).toEqual({ opened: 1, open: 1 });
    await sender.stop();
    for (let wait = 0; smtp.connections.open > 0 && wait < 50; wait++) await sleep(20);
    expect(smtp.connections.open).toBe(0);
  }, 20_000);

  it('when the mail server refuses an address for good, then the mail is marked failed after one attempt and its body blanked', async () => {
    refuse = (to) => (to.startsWith('nobody') ? 550 : undefined);
    const sender = await startSender();
    await enqueue(sender, ['nobody@example.org', 'somebody@example.org']);

    await waitForAll(['somebody@example.org'], 10_000);

    const [nobody, somebody] = await rows();
    expect(nobody).toMatchObject({
      status: 'failed',
      attempts: 1,
      text_body: null,
      html_body: null,
    });
    expect(nobody!.last_error).toContain('550');
    expect(somebody).toMatchObject({ status: 'sent', attempts: 1 });
  }, 20_000);

  it('when the event is not stored, then its mail is not written either', async () => {
    const sender = await startSender();
    await expect(
      db.transaction(async (tx) => {
        await sender.enqueue({
          to: 'rolled-back@example.org',
          subject: 'Hi',
          text: 'x',
          html: 'x',
        })(tx);
        throw new Error('the append failed');
      }),
    ).rejects.toThrow('the append failed');
    await sleep(FAST.pollMs! * 5);

    expect(await rows()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });
});
