import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RATE_SOURCE, rateSourceBackOffMs } from '@harambee/rules';
import { httpRateSource } from './http-rate-source';

/** A local stand-in for an Open Exchange Rates–style `latest.json`, whose answer each test sets. */
let answer: { status: number; body: string };
let requests = 0;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/latest.json`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  requests = 0;
});

const published = (rates: Record<string, number>, timestamp = 1_764_050_400) => ({
  status: 200,
  body: JSON.stringify({ disclaimer: 'd', license: 'l', timestamp, base: 'USD', rates }),
});

describe('rates from a configured HTTP source', () => {
  it('when the source publishes rates, then ours are kept as published decimals, with the source and time', async () => {
    answer = published({ KES: 129.35, GHS: 15.4, EUR: 0.92 });
    const table = await httpRateSource(url).latest();
    expect(table).toEqual({
      source: new URL(url).host,
      asOf: new Date(1_764_050_400_000),
      rates: { KES: '129.35', GHS: '15.4' },
    });
  });

  it('when asked again within minutes, then the source is not asked again', async () => {
    answer = published({ KES: 129.35 });
    const source = httpRateSource(url);
    await source.latest();
    await source.latest();
    expect(requests).toBe(1);
  });

  it('when a later fetch fails, then the last table is kept (its age still decides whether it may be used)', async () => {
    let now = new Date('2026-11-25T06:00:00Z');
    const source = httpRateSource(url, () => now);
    answer = published({ KES: 129.35 });
    const first = await source.latest();
    answer = { status: 503, body: '{}' };
    now = new Date('2026-11-25T07:00:00Z');
    expect(await source.latest()).toEqual(first);
    expect(requests).toBe(2);
  });

  it('when 50 ask at once, then the source is asked once and all get its table', async () => {
    answer = published({ KES: 129.35 });
    const source = httpRateSource(url);
    const tables = await Promise.all(Array.from({ length: 50 }, () => source.latest()));
    expect(requests).toBe(1);
    expect(new Set(tables.map((table) => table.rates.KES))).toEqual(new Set(['129.35']));
  });

  it('when a fetch fails, then the source is left alone until its back-off passes, and the last good table is served meanwhile', async () => {
    let now = new Date('2026-11-25T06:00:00Z');
    const source = httpRateSource(url, () => now);
    answer = published({ KES: 129.35 });
    const good = await source.latest();
    answer = { status: 503, body: '{}' };
    now = new Date(now.getTime() + RATE_SOURCE.refreshMs);
    const failedAt = now;
    await Promise.all(Array.from({ length: 50 }, () => source.latest()));
    now = new Date(failedAt.getTime() + rateSourceBackOffMs(1) - 1);
    expect(await source.latest()).toEqual(good);
    expect(requests).toBe(2);
    now = new Date(failedAt.getTime() + rateSourceBackOffMs(1));
    answer = published({ KES: 130 });
    expect((await source.latest()).rates).toEqual({ KES: '130' });
    expect(requests).toBe(3);
  });

  it('when the source has never answered and is backing off, then each ask fails without asking it again', async () => {
    answer = { status: 503, body: '{}' };
    const source = httpRateSource(url);
    await expect(source.latest()).rejects.toThrow('503');
    await expect(source.latest()).rejects.toThrow('503');
    expect(requests).toBe(1);
  });

  it('when the source answers something that is not a rates table, then no rate is made up', async () => {
    answer = { status: 200, body: JSON.stringify({ base: 'EUR', rates: { KES: 140 } }) };
    await expect(httpRateSource(url).latest()).rejects.toThrow();
  });
});
