import express, { type RequestHandler } from 'express';
import rateLimit from 'express-rate-limit';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MINUTE_MS, perMinuteHeaders } from './rate-limit-headers';

const LIMIT = 2;
const NAMES = ['ratelimit', 'ratelimit-policy', 'retry-after'];

/** A limit of two a minute whose headers are written by express-rate-limit itself, or by `perMinuteHeaders`. */
const limited = (ours: boolean): RequestHandler => {
  const headers = perMinuteHeaders(LIMIT);
  const count = rateLimit({
    windowMs: MINUTE_MS,
    limit: LIMIT,
    standardHeaders: ours ? false : 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      if (ours) res.setHeader('Retry-After', String(headers(req, res)));
      res.status(429).end();
    },
  });
  return (req, res, next) =>
    count(req, res, () => {
      if (ours) headers(req, res);
      next();
    });
};

let servers: Server[] = [];
const serve = async (limit: RequestHandler) => {
  const server = createServer(express().use(limit, (_req, res) => res.status(201).end()));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
});

const answer = async (url: string) => {
  const response = await fetch(url, { method: 'POST' });
  return [response.status, NAMES.map((name) => response.headers.get(name))];
};

describe("a limit's draft-8 headers", () => {
  it('when a client is counted and then refused, then they are those express-rate-limit writes', async () => {
    const [library, ours] = await Promise.all([serve(limited(false)), serve(limited(true))]);
    for (let request = 0; request <= LIMIT; request++)
      expect(await answer(ours)).toEqual(await answer(library));
    expect(await answer(ours)).toEqual([
      429,
      [expect.any(String), expect.any(String), expect.stringMatching(/^\d+$/)],
    ]);
  });
});
