import { createPostgresEventStore } from '@harambee/events';
import { openProjectionDatabase } from '../../../test/support/read-side/projector-under-test';
import type { SqlDatabase } from '@harambee/database';
import express from 'express';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startQueryApiServer } from './server';

const listening = (server: Server) =>
  new Promise<Server>((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
const portOf = (server: Server) => (server.address() as AddressInfo).port;

const jsonOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

const NOT_A_SITE_PATH = 'The request must name a path on this site, such as /api/v1/campaigns';

/** Sends the request line as written, as any client that is not a browser can. */
const rawRequest = (port: number, requestLine: string, body = '', headers: string[] = []) =>
  new Promise<{ status: number; head: string; body: any }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => {
      const [head = '', ...rest] = answer.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body: jsonOrText(body) });
    });
    socket.on('error', reject);
    socket.write(
      [
        requestLine,
        'Host: harambee.test',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        ...headers,
        '',
        body,
      ].join('\r\n'),
    );
  });

describe('the query API as the web origin (WEB_DIST, COMMAND_API_URL)', () => {
  let db: SqlDatabase;
  let commandApi: Server;
  let queryApi: Awaited<ReturnType<typeof startQueryApiServer>>;
  let behindProxy: Awaited<ReturnType<typeof startQueryApiServer>>;
  /** Another host on the network, as the cloud's metadata service would be. */
  let foreignHost: Server;
  const foreignRequests: string[] = [];
  const commandApiRequests: string[] = [];

  beforeAll(async () => {
    ({ db } = await openProjectionDatabase('pglite'));
    foreignHost = await listening(
      createServer((req, res) => {
        foreignRequests.push(`${req.method} ${req.url}`);
        res.end('instance credentials');
      }),
    );
    const fake = express().use((req, _res, next) => {
      commandApiRequests.push(`${req.method} ${req.url}`);
      next();
    }, express.json());
    fake.get('/api/forwarding', (req, res) =>
      res.json({
        for: req.headers['x-forwarded-for'],
        proto: req.headers['x-forwarded-proto'],
        host: req.headers['x-forwarded-host'],
      }),
    );
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
    const config = {
      jwtSecret: 'x'.repeat(32),
      port: 0,
      publicUrl: '',
      web: { dist, commandApiUrl },
    };
    const store = createPostgresEventStore(db);
    queryApi = await startQueryApiServer({ db, store, config });
    behindProxy = await startQueryApiServer({
      db,
      store,
      config: { ...config, trustProxy: 'loopback' },
    });
  });
  afterAll(async () => {
    await queryApi.stop();
    await behindProxy.stop();
    commandApi.close();
    foreignHost.close();
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

  it('when a request line names another host or a path that normalising would change, then it answers 400 and nothing is forwarded', async () => {
    const foreign = `127.0.0.1:${portOf(foreignHost)}`;
    const before = commandApiRequests.length;
    for (const requestLine of [
      `POST http://${foreign}/latest/api/token HTTP/1.1`,
      `GET http://${foreign}/api/../x HTTP/1.1`,
      `POST http://${foreign}/api/campaigns HTTP/1.1`,
      `POST //${foreign}/latest/api/token HTTP/1.1`,
      'POST /api/../api/campaigns HTTP/1.1',
      'POST /api/%2e%2e/api/campaigns HTTP/1.1',
      'POST /api/campaigns/..%2F..%2Fapi%2Fcampaigns HTTP/1.1',
      'POST /api\\campaigns HTTP/1.1',
    ]) {
      const { status, body } = await rawRequest(queryApi.port, requestLine, '{}');
      expect({ requestLine, status, body }).toEqual({
        requestLine,
        status: 400,
        body: { status: 'fail', message: NOT_A_SITE_PATH },
      });
    }
    expect(foreignRequests).toEqual([]);
    expect(commandApiRequests.slice(before)).toEqual([]);

    const write = await rawRequest(
      queryApi.port,
      'POST /api/campaigns HTTP/1.1',
      '{"title":"Kiln"}',
    );
    expect(write.status).toBe(201);
    expect(write.body.data.got).toEqual({ title: 'Kiln' });
  });

  it("when a reader's request names no path on this site or the command API is away, then the answer is said in the reader's language", async () => {
    const french = await rawRequest(
      queryApi.port,
      'POST //elsewhere.example/api/campaigns HTTP/1.1',
      '{}',
      ['Accept-Language: fr-SN,fr;q=0.9'],
    );
    expect(french).toMatchObject({
      status: 400,
      body: {
        status: 'fail',
        message: 'La requête doit désigner une adresse de ce site, par exemple /api/v1/campaigns',
      },
    });
    expect(french.head).toMatch(/^content-language: fr$/im);

    const away = await listening(createServer());
    const awayUrl = `http://127.0.0.1:${portOf(away)}`;
    await new Promise((resolve) => away.close(resolve));
    const alone = await startQueryApiServer({
      db,
      store: createPostgresEventStore(db),
      config: {
        jwtSecret: 'x'.repeat(32),
        port: 0,
        publicUrl: '',
        web: { commandApiUrl: awayUrl },
      },
    });
    try {
      const write = (language?: string) =>
        fetch(`${alone.url}/api/campaigns`, {
          method: 'POST',
          headers: language ? { 'accept-language': language } : {},
        });
      const swahili = await write('sw-KE,sw;q=0.9');
      expect(swahili.status).toBe(502);
      expect(swahili.headers.get('content-language')).toBe('sw');
      expect(await swahili.json()).toEqual({
        status: 'error',
        message: 'Huduma ya kupokea maombi haipatikani kwa sasa.',
      });
      expect(await (await write()).json()).toEqual({
        status: 'error',
        message: 'The command API is not reachable',
      });
    } finally {
      await alone.stop();
    }
  });

  it('when a request passes on, then the command API hears the address of the socket, not the one the caller claims', async () => {
    const response = await fetch(`http://127.0.0.1:${queryApi.port}/api/forwarding`, {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'elsewhere.example',
      },
    });
    expect(await response.json()).toEqual({
      for: expect.stringMatching(/^(::ffff:)?127\.0\.0\.1$/),
      proto: 'http',
      host: `127.0.0.1:${queryApi.port}`,
    });
  });

  it('when TRUST_PROXY trusts the hop it came from, then the socket address is appended to the chain it brought', async () => {
    const response = await fetch(`http://127.0.0.1:${behindProxy.port}/api/forwarding`, {
      headers: {
        'x-forwarded-for': '203.0.113.9',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'harambee.example',
      },
    });
    expect(await response.json()).toEqual({
      for: expect.stringMatching(/^203\.0\.113\.9, (::ffff:)?127\.0\.0\.1$/),
      proto: 'https',
      host: 'harambee.example',
    });
  });
});
