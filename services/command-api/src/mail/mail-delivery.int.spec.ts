import { type SmtpSink, startSmtpSink } from '@harambee/test-support';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mail through the outbox, as the verification request and the admins see it', () => {
  let api: CommandApiUnderTest;
  let smtp: SmtpSink;
  let busyUntil = 0;

  beforeAll(async () => {
    smtp = await startSmtpSink({
      refuse: (to) =>
        to.startsWith('nobody')
          ? 550
          : to.startsWith('busy') && Date.now() < busyUntil
            ? 451
            : undefined,
    });
    api = await startCommandApiUnderTest({
      smtp,
      outbox: { pollMs: 100, firstRetryMs: 300, maxRetryMs: 1_000 },
    });
  });
  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const undelivered = async () => {
    const listed = await api.call('/v1/admin/mail', { token: api.adminToken });
    expect(listed.status).toBe(200);
    return listed.body.data.mails as {
      to: string;
      subject: string;
      status: string;
      attempts: number;
      lastError: string | null;
    }[];
  };
  const requestVerification = (email: string) =>
    api.call('/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'Amina Wanjiku' },
    });

  it('when the mail server refuses the address for good, then the request gets the spec message and admins see the failed mail', async () => {
    const answer = await requestVerification('nobody@example.org');

    expect(answer).toMatchObject({
      status: 502,
      body: { message: 'Failed to send verification email' },
    });
    expect(await undelivered()).toContainEqual(
      expect.objectContaining({
        to: 'nobody@example.org',
        subject: expect.stringContaining('erif'),
        status: 'failed',
        attempts: 1,
        lastError: expect.stringContaining('550'),
      }),
    );
    expect(smtp.received.filter((mail) => mail.to.includes('nobody'))).toEqual([]);
  });

  it('when the mail server is busy, then the request succeeds, admins see the mail pending, and it arrives once later', async () => {
    busyUntil = Date.now() + 2_000;
    const answer = await requestVerification('busy@example.org');

    expect(answer.status).toBe(200);
    expect(await undelivered()).toContainEqual(
      expect.objectContaining({
        to: 'busy@example.org',
        status: 'pending',
        lastError: expect.stringContaining('451'),
      }),
    );
    await smtp.waitForMail('busy@example.org', 10_000);
    await sleep(500);
    expect(smtp.received.filter((mail) => mail.to.includes('busy@example.org'))).toHaveLength(1);
    expect((await undelivered()).map((mail) => mail.to)).not.toContain('busy@example.org');
  });

  it('when someone who is not an admin asks for the undelivered mail, then it is refused', async () => {
    expect((await api.call('/v1/admin/mail')).status).toBe(401);
    const creator = (await createVerifiedCampaign(api)).token;
    expect((await api.call('/v1/admin/mail', { token: creator })).status).toBe(403);
  });
});
