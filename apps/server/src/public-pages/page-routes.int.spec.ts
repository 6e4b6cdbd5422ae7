import type { Sql } from '@harambee/database';
import express from 'express';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pageRoutes } from './page-routes';

const webDist = mkdtempSync(path.join(os.tmpdir(), 'harambee-web-'));
const INDEX_HTML =
  '<!doctype html><html><head><title>Harambee</title></head><body><div id="root"><div class="boot-screen"></div></div></body></html>';
writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);

/** A read model that never answers, or fails at once. */
const stuck: Sql = {
  query: () => new Promise(() => undefined),
  exec: () => new Promise(() => undefined),
} as unknown as Sql;
const broken: Sql = {
  query: () => Promise.reject(new Error('connection lost')),
  exec: () => Promise.reject(new Error('connection lost')),
} as unknown as Sql;

const servers: Server[] = [];
const serve = async (db: Sql) => {
  const app = express().use(
    pageRoutes({ db, webDist, publicUrl: () => 'https://harambee.example', deadlineMs: 100 }),
  );
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://localhost:${(server.address() as AddressInfo).port}`;
};
afterAll(() => {
  servers.forEach((server) => server.close());
  rmSync(webDist, { recursive: true, force: true });
});

describe('a campaign page when the read models are in trouble', () => {
  it.each([
    ['never answer', stuck],
    ['fail', broken],
  ])('when they %s, then the plain shell goes out in time and the app can load', async (_, db) => {
    const url = await serve(db);
    const started = Date.now();
    const response = await fetch(`${url}/campaign/00000000-0000-4000-8000-000000000000`);

    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX_HTML);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
