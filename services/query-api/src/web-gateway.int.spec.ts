import { openProjectionDatabase } from '@harambee/projector/src/testing/projector-under-test';
import type { SqlDatabase } from '@harambee/database';
import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startQueryApiServer } from './server';

describe('the query API as the web origin (WEB_DIST, COMMAND_API_URL)', () => {
  let db: SqlDatabase;
  let commandApi: Server;
  let queryApi: Awaited<ReturnType<typeof startQueryApiServer>>;

  beforeAll(async () => {
    ({ db } = await openProjectionDatabase('pglite'));
    const fake = express().use(express.json());
    fake.post('/api/campaigns', (req, res) =>
      res
        .status(201)
        .json({ status: 'success', data: { got: req.body, auth: req.headers.authorization } }),
    );
    fake.get('/uploads/photo.png', (_req, res) => res.type('png').send(Buffer.from('png')));
    commandApi = await new Promise<Server>((resolve) => {
      const server = fake.listen(0, () => resolve(server));
    });
    const dist = mkdtempSync(path.join(tmpdir(), 'harambee-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Harambee</title>');
    const commandApiUrl = `http://127.0.0.1:${(commandApi.address() as AddressInfo).port}`;
    queryApi = await startQueryApiServer({
      db,
      config: { jwtSecret: 'x'.repeat(32), port: 0, publicUrl: '', web: { dist, commandApiUrl } },
    });
  });
  afterAll(async () => {
    await queryApi.stop();
    commandApi.close();
    await db.close();
  });

  it('when a page is asked for, then the web app answers', async () => {
    const response = await fetch(`${queryApi.url}/campaigns/c1`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>Harambee</title>');
  });

  it('when the read side answers a route, then it is not forwarded', async () => {
    const response = await fetch(`${queryApi.url}/api/v1/campaigns/approved`);
    expect(response.status).toBe(200);
  });

  it('when a write comes, then it reaches the command API with its body and headers, and its answer comes back', async () => {
    const response = await fetch(`${queryApi.url}/api/campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer t' },
      body: JSON.stringify({ title: 'Solar kiosk' }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      status: 'success',
      data: { got: { title: 'Solar kiosk' }, auth: 'Bearer t' },
    });
  });

  it('when an upload is asked for, then the command API serves it', async () => {
    const response = await fetch(`${queryApi.url}/uploads/photo.png`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png');
  });
});
