import { openDatabase, type SqlDatabase } from '@harambee/database';
import { MAIL_RECIPIENT_RETENTION_DAYS } from '@harambee/rules';
import { randomUUID } from 'node:crypto';
import { eraseMailsTo, forgetOldRecipients } from './mail-privacy';
import { migrateOutbox } from './outbox-schema';

const DAY_MS = 86_400_000;
const now = new Date('2026-03-01T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);

let db: SqlDatabase;
beforeAll(async () => {
  db = await openDatabase({});
  await migrateOutbox(db);
});
afterAll(() => db.close());

const mail = async (recipient: string, status: string, at: Date) => {
  const mailId = randomUUID();
  await db.query(
    `insert into mail_outbox (mail_id, recipient, subject, text_body, html_body, status, created_at, sent_at)
     values ($1, $2, 'Your receipt', $3, $3, $4, $5, $6)`,
    [
      mailId,
      recipient,
      status === 'pending' ? 'Hello Amina' : null,
      status,
      at,
      status === 'sent' ? at : null,
    ],
  );
  return mailId;
};
const row = async (mailId: string) =>
  (
    await db.query<{ recipient: string | null; status: string; text_body: string | null }>(
      'select recipient, status, text_body from mail_outbox where mail_id = $1',
      [mailId],
    )
  )[0]!;

describe('what the outbox keeps of a recipient', () => {
  it(`when a mail was delivered or refused more than ${MAIL_RECIPIENT_RETENTION_DAYS} days ago, then its recipient is forgotten; newer and waiting ones keep it`, async () => {
    const old = await mail('old@example.org', 'sent', daysAgo(MAIL_RECIPIENT_RETENTION_DAYS + 1));
    const refused = await mail(
      'gone@example.org',
      'failed',
      daysAgo(MAIL_RECIPIENT_RETENTION_DAYS + 5),
    );
    const recent = await mail(
      'recent@example.org',
      'sent',
      daysAgo(MAIL_RECIPIENT_RETENTION_DAYS - 1),
    );
    const waiting = await mail(
      'waiting@example.org',
      'pending',
      daysAgo(MAIL_RECIPIENT_RETENTION_DAYS + 2),
    );

    await forgetOldRecipients(db, now);

    expect(await row(old)).toMatchObject({ recipient: null, status: 'sent' });
    expect(await row(refused)).toMatchObject({ recipient: null, status: 'failed' });
    expect(await row(recent)).toMatchObject({ recipient: 'recent@example.org' });
    expect(await row(waiting)).toMatchObject({
      recipient: 'waiting@example.org',
      status: 'pending',
    });
  });

  it('when a person is erased, then their mails lose address and body, and one still waiting is never sent', async () => {
    const sent = await mail('Amina@Example.org', 'sent', daysAgo(1));
    const waiting = await mail('amina@example.org', 'pending', daysAgo(0));
    const other = await mail('grace@example.org', 'pending', daysAgo(0));

    await eraseMailsTo(db, [' amina@example.org ']);

    expect(await row(sent)).toMatchObject({ recipient: null, status: 'sent', text_body: null });
    expect(await row(waiting)).toMatchObject({
      recipient: null,
      status: 'erased',
      text_body: null,
    });
    expect(await row(other)).toMatchObject({ recipient: 'grace@example.org', status: 'pending' });
  });
});
