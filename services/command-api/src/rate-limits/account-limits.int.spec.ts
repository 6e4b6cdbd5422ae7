import {
  openTestDatabase,
  testDatabaseKinds,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { TOO_MANY_REQUESTS } from './rate-limits';

const postJson = (api: CommandApiUnderTest, route: string, json: unknown) =>
  fetch(`${api.base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });

describe('limits per account and per recipient', () => {
  let api: CommandApiUnderTest;
  beforeAll(async () => {
    api = await startCommandApiUnderTest();
  });
  afterAll(() => api.stop());

  it('when an account has 10 failed logins in 15 minutes, then even the right password gets 429 with Retry-After, while other accounts log in', async () => {
    const { email } = await createVerifiedCampaign(api);
    const other = await createVerifiedCampaign(api);
    for (let i = 0; i < 10; i++)
      expect((await postJson(api, '/auth/login', { email, password: `Wrong${i}` })).status).toBe(
        401,
      );
    const refused = await postJson(api, '/auth/login', {
      email: email.toUpperCase(),
      password: 'Secret123',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await refused.json()).toEqual({
      status: 'fail',
      message:
        'Too many failed logins for this account. Please try again in 15 minutes or reset your password.',
    });
    expect(
      (await postJson(api, '/auth/login', { email: other.email, password: 'Secret123' })).status,
    ).toBe(200);
  });

  it('when an account logs in successfully many times, then those logins do not count as failures', async () => {
    const { email } = await createVerifiedCampaign(api);
    for (let i = 0; i < 12; i++)
      expect((await postJson(api, '/auth/login', { email, password: 'Secret123' })).status).toBe(
        200,
      );
    expect((await postJson(api, '/auth/login', { email, password: 'Wrong' })).status).toBe(401);
  });

  it.each([
    ['/auth/request-verification', { name: 'Amina Wanjiku' }],
    ['/auth/forgot-password', {}],
  ])(
    'when %s has mailed one address 5 times in an hour, then the 6th gets 429 and sends nothing, while another address is served',
    async (route, fields) => {
      const email =
        route === '/auth/forgot-password'
          ? (await createVerifiedCampaign(api)).email
          : `mailed-${Math.random().toString(36).slice(2)}@example.org`;
      const mailsTo = () =>
        api.smtp.received.filter((mail) => mail.to.toLowerCase().includes(email)).length;
      const earlier = mailsTo();
      for (let i = 0; i < 5; i++)
        expect((await postJson(api, route, { ...fields, email })).status).toBe(200);
      // The outbox sends after the answer: count from when the five mails have all arrived.
      for (let waited = 0; mailsTo() < earlier + 5 && waited < 15_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(mailsTo()).toBe(earlier + 5);
      const mailsBefore = api.smtp.received.length;
      const eventsBefore = await api.eventCount();
      const refused = await postJson(api, route, { ...fields, email: ` ${email.toUpperCase()} ` });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await refused.json()).toEqual({
        status: 'fail',
        message: 'Too many emails have been sent to this address. Please try again in 60 minutes.',
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(api.smtp.received.length).toBe(mailsBefore);
      expect(await api.eventCount()).toBe(eventsBefore);
      expect(
        (
          await postJson(api, route, {
            ...fields,
            email: `someone-else-${Math.random().toString(36).slice(2)}@example.org`,
          })
        ).status,
      ).toBe(200);
    },
  );
});

const PER_ADDRESS = 12;

describe.each(testDatabaseKinds())('two command APIs on one %s database', (kind) => {
  let db: SqlDatabase;
  let first: CommandApiUnderTest;
  let second: CommandApiUnderTest;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    first = await startCommandApiUnderTest({
      db,
      env: { RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS) },
    });
    second = await startCommandApiUnderTest({
      db,
      env: { RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS) },
    });
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await db.close();
  });

  it('when failed logins for one account are spread over both, then they count against one limit', async () => {
    const email = 'shared-account@example.org';
    for (let i = 0; i < 10; i++)
      expect(
        (await postJson(i % 2 ? first : second, '/auth/login', { email, password: 'Wrong1' }))
          .status,
      ).toBe(401);
    for (const api of [first, second]) {
      const refused = await postJson(api, '/auth/login', { email, password: 'Wrong1' });
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(/^Too many failed logins for this account/);
    }
  });

  it('when one client posts to both, then the per-address limit is one count', async () => {
    const message = {
      name: 'Sarah',
      email: 'sarah@example.org',
      role: 'investor',
      message: 'Hello',
    };
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await postJson(i % 2 ? first : second, '/contact', message)).status).not.toBe(429);
    const refused = await postJson(second, '/contact', message);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: 'fail', message: TOO_MANY_REQUESTS });
  });
});
