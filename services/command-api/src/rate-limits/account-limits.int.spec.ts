import { say } from '@harambee/messages';
import { randomBytes } from 'node:crypto';
import {
  openTestDatabase,
  testDatabaseKinds,
} from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import { SIGN_IN_THROTTLE } from '@harambee/rules';
import {
  commandApiForTests,
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { FLUSH_EVERY_MS } from './rate-limit-store';
import { TOO_MANY_REQUESTS } from './rate-limits';
import { contactMessage } from '../contact/testing/contact-message';

const postJson = (api: CommandApiUnderTest, route: string, json: unknown) =>
  fetch(`${api.base}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(json),
  });

describe('limits per recipient', () => {
  const api = commandApiForTests();

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

  it('when a French or Swahili client has mailed one address too often, then it is told in its language how long to wait', async () => {
    const email = `mailed-${Math.random().toString(36).slice(2)}@example.org`;
    const ask = (acceptLanguage: string) =>
      api.call('/auth/request-verification', {
        method: 'POST',
        headers: { 'accept-language': acceptLanguage },
        json: { name: 'Amina Wanjiku', email },
      });
    for (let i = 0; i < 5; i++) expect((await ask('fr')).status).toBe(200);
    const refused = await ask('fr');
    expect(refused).toMatchObject({
      status: 429,
      body: {
        status: 'fail',
        message: expect.stringMatching(
          /^Trop d’e-mails ont déjà été envoyés à cette adresse\. Veuillez réessayer dans (60|59) minutes\.$/,
        ),
      },
    });
    expect((await ask('sw')).body.message).toMatch(
      /Tafadhali jaribu tena baada ya dakika (60|59)\.$/,
    );
  });
});

const PER_ADDRESS = 12;
const startedAt = Date.now();

describe.each(testDatabaseKinds())('two command APIs on one %s database', (kind) => {
  let db: SqlDatabase;
  let first: CommandApiUnderTest;
  let second: CommandApiUnderTest;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    // A clock that stands still: the throttle's 1 s wait must not run out on a slow machine.
    const clock = () => new Date(startedAt);
    // Processes of one deployment share their secret, which also keys the sign-in throttle.
    const env = {
      RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
      JWT_SECRET: randomBytes(32).toString('hex'),
    };
    first = await startCommandApiUnderTest({ db, clock, env });
    second = await startCommandApiUnderTest({ db, clock, env });
  });
  afterAll(async () => {
    await first.stop();
    await second.stop();
    await db.close();
  });

  it('when wrong passwords for one account are spread over both, then they count toward one throttle', async () => {
    const email = 'shared-account@example.org';
    for (let i = 0; i < SIGN_IN_THROTTLE.freeFailures; i++)
      expect(
        (await postJson(i % 2 ? first : second, '/auth/login', { email, password: 'Wrong1' }))
          .status,
      ).toBe(401);
    for (const api of [first, second]) {
      const refused = await postJson(api, '/auth/login', { email, password: 'Wrong1' });
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toMatch(/^Too many failed sign-ins for this account/);
    }
  });

  it('when one client posts to both, then once they have shared their counts the per-address limit is one count', async () => {
    const message = contactMessage({ name: 'Sarah', message: 'Hello' });
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await postJson(i % 2 ? first : second, '/contact', message)).status).not.toBe(429);
    // Each counts in memory and shares its hits within a second; two rounds let each hear the other's.
    await new Promise((resolve) => setTimeout(resolve, 3 * FLUSH_EVERY_MS));
    for (const api of [first, second]) {
      const refused = await postJson(api, '/contact', message);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        status: 'fail',
        message: say('en', TOO_MANY_REQUESTS),
      });
    }
  });
});
