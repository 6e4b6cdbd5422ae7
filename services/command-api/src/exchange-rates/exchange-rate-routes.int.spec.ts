import { startFakeProviderServer } from '../payments/testing/fake-provider-server';
import {
  type CommandApiUnderTest,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';

/** A local Open Exchange Rates–style source that answers `answer`, after `delayMs` like a slow upstream. */
let answer = { status: 200, json: {} as unknown, delayMs: 200 };
let upstream: Awaited<ReturnType<typeof startFakeProviderServer>>;
let api: CommandApiUnderTest;

beforeAll(async () => {
  upstream = await startFakeProviderServer(() => answer);
  api = await startCommandApiUnderTest({
    env: { FX_RATES_URL: `${upstream.url}/api/latest.json` },
  });
});
afterAll(async () => {
  await api.stop();
  await upstream.stop();
});

const published = { timestamp: 1_764_050_400, base: 'USD', rates: { KES: 129.35 } };
const askedUpstream = () => upstream.received.length;

describe('the public exchange rates', () => {
  it('when 50 visitors ask at once, then the paid source is asked once and every one gets its rates', async () => {
    answer = { status: 200, json: published, delayMs: 200 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => api.call('/v1/exchange-rates')),
    );
    expect(askedUpstream()).toBe(1);
    for (const { status, body } of answers) {
      expect(status).toBe(200);
      expect(body).toMatchObject({ data: { base: 'USD', rates: { KES: '129.35' } } });
    }
  });
});
