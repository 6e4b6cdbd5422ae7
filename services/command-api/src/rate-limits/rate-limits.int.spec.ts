import { say } from '@harambee/messages';
import { commandApiDocs } from '../openapi/command-api-docs';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import {
  RATE_LIMITED_CHANGES,
  RATE_LIMITED_READS,
  RATE_LIMITED_ROUTES,
  TOO_MANY_REQUESTS,
} from './rate-limits';
import { contactMessage } from '../contact/testing/contact-message';

const LIMIT = 3;

let api: CommandApiUnderTest;
beforeAll(async () => {
  api = await startCommandApiUnderTest({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
});
afterAll(() => api.stop());

/** Public POSTs that need no limit, and why. */
const UNLIMITED = {
  '/auth/reset-password/:token': 'does nothing without the mailed one-hour token',
  '/v1/payments/webhooks/:provider':
    "the provider sends every payment's webhooks from a few addresses, and nothing unsigned is acted on",
  '/v1/payouts/webhooks/:provider':
    "the gateway sends every transfer's callbacks from a few addresses, and nothing unsigned is acted on",
  '/v1/ussd/:secret':
    "the USSD gateway sends every phone's screens from a few addresses; screens are limited per phone number",
  '/v1/sms/:secret/inbound':
    "the SMS gateway sends every phone's texts from a few addresses; texts are limited per phone number",
  '/v1/sms/:secret/delivery':
    'the SMS gateway sends a report per text we sent; reports of texts not ours write nothing',
};

describe('rate limits', () => {
  it('when a route takes POSTs from anyone, then it is rate limited unless exempt with a reason', () => {
    const publicPosts = commandApiDocs
      .filter((route) => route.method === 'post' && route.auth === 'public')
      .map((route) => route.path);
    expect(
      publicPosts.filter(
        (path) =>
          !(RATE_LIMITED_ROUTES as readonly string[]).includes(path) && !(path in UNLIMITED),
      ),
    ).toEqual([]);
  });

  it('when a route changes or deletes, then it is rate limited', () => {
    const changes = commandApiDocs
      .filter((route) => route.method === 'patch' || route.method === 'delete')
      .map((route) => `${route.method} ${route.path}`);
    expect(changes.sort()).toEqual(
      RATE_LIMITED_CHANGES.map(([method, path]) => `${method} ${path}`).sort(),
    );
  });

  it.each(RATE_LIMITED_CHANGES)(
    'when a client sends %s %s more than the limit in a minute, then it answers 429 and writes nothing',
    async (method, path) => {
      const route = path
        .replace(':id', '00000000-0000-4000-8000-000000000000')
        .replace(':action', 'approve');
      const send = () =>
        api.call(route, { method: method.toUpperCase(), token: api.adminToken, json: {} });
      for (let i = 0; i < LIMIT; i++) expect((await send()).status).not.toBe(429);
      const before = await api.eventCount();
      expect(await send()).toMatchObject({
        status: 429,
        body: { status: 'fail', message: say('en', TOO_MANY_REQUESTS) },
      });
      expect(await api.eventCount()).toBe(before);
    },
  );

  it.each(RATE_LIMITED_READS)(
    'when a client reads %s %s more than the limit in a minute, then it answers 429',
    async (method, route) => {
      const read = () => api.call(route, { method: method.toUpperCase(), token: api.adminToken });
      for (let i = 0; i < LIMIT; i++) expect((await read()).status).not.toBe(429);
      expect(await read()).toMatchObject({
        status: 429,
        body: { status: 'fail', message: say('en', TOO_MANY_REQUESTS) },
      });
    },
  );

  it.each(RATE_LIMITED_ROUTES)(
    'when a client posts to %s more than the limit in a minute, then it answers 429 and writes nothing',
    async (route) => {
      for (let i = 0; i < LIMIT; i++)
        expect((await api.call(route, { method: 'POST', json: {} })).status).not.toBe(429);
      const before = await api.eventCount();
      const refused = await api.call(route, { method: 'POST', json: {} });
      expect(refused).toMatchObject({
        status: 429,
        body: { status: 'fail', message: say('en', TOO_MANY_REQUESTS) },
      });
      expect(await api.eventCount()).toBe(before);
    },
  );

  it('when the contact budget is used up, then even a valid message is refused, while routes without a limit still answer', async () => {
    const message = contactMessage({ name: 'Sarah', message: 'Hello' });
    expect((await api.call('/contact', { method: 'POST', json: message })).status).toBe(429);
    for (let i = 0; i <= LIMIT; i++)
      expect((await api.call('/v1/notifications/seen', { method: 'POST' })).status).toBe(401);
  });

  it('when a client is refused, then it is told in its language to try again in a minute', async () => {
    const contactIn = (acceptLanguage: string) =>
      api.call('/contact', {
        method: 'POST',
        headers: { 'accept-language': acceptLanguage },
        json: {},
      });
    expect(await contactIn('fr')).toEqual({
      status: 429,
      body: { status: 'fail', message: 'Trop de demandes. Veuillez réessayer dans une minute.' },
    });
    expect((await contactIn('sw')).body.message).toBe(
      'Maombi ni mengi mno. Tafadhali jaribu tena baada ya dakika moja.',
    );
    expect((await contactIn('en')).body.message).toBe(say('en', TOO_MANY_REQUESTS));
  });
});

describe("a limited route's headers", () => {
  it('when a client is counted and then refused, then it is told its limit, what is left and when to come back', async () => {
    const own = await startCommandApiUnderTest({ env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
    try {
      const post = () =>
        fetch(`${own.base}/v1/payments/card`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        });
      const name = `"${LIMIT}-in-1min"`;
      const policy = expect.stringMatching(
        new RegExp(`^${name}; q=${LIMIT}; w=60; pk=:[A-Za-z0-9+/=]+:$`),
      );
      for (let left = LIMIT - 1; left >= 0; left--) {
        const counted = await post();
        expect(counted.status).toBe(400);
        expect(counted.headers.get('ratelimit')).toMatch(
          new RegExp(`^${name}; r=${left}; t=(5\\d|60)$`),
        );
        expect(counted.headers.get('ratelimit-policy')).toEqual(policy);
        expect(counted.headers.get('retry-after')).toBeNull();
      }
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('ratelimit')).toMatch(new RegExp(`^${name}; r=0; t=(5\\d|60)$`));
      expect(refused.headers.get('ratelimit-policy')).toEqual(policy);
      expect(refused.headers.get('retry-after')).toMatch(/^(5\d|60)$/);
    } finally {
      await own.stop();
    }
  });
});
