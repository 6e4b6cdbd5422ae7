import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import pg from 'pg';
import { io } from 'socket.io-client';
import { type ApiCallInit, apiCaller, type SmtpSink, startSmtpSink } from '@harambee/test-support';
import { builtWebFixture } from '../../apps/server/src/public-pages/testing/built-web';
import { freePort } from '../support/waiting';

const serverUrl = process.env.TEST_DATABASE_URL;
const describeOnServer = serverUrl ? describe : describe.skip;

/** A service is healthy once it listens: the query API first opens its as-of database, seconds of a busy machine. */
const waitForHealth = async (port: number, child: ChildProcess) => {
  for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
    if (child.exitCode !== null)
      throw new Error(`service on ${port} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`service on ${port} did not become healthy`);
};

/** A POST from a visitor at `address` (any of 127/8 reaches loopback), with the headers given. */
const postFrom = (address: string, url: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const sent = request(
      url,
      {
        method: 'POST',
        localAddress: address,
        headers: { 'content-type': 'application/json', ...headers },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode!));
      },
    );
    sent.on('error', reject);
    sent.end('{}');
  });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const RATE_LIMIT = 3;

describeOnServer('the three services as separate processes on a PostgreSQL server', () => {
  const database = `harambee_services_${randomBytes(5).toString('hex')}`;
  const children: ChildProcess[] = [];
  const ports = { command: 0, projector: 0, query: 0 };
  let smtp: SmtpSink;
  let web: Awaited<ReturnType<typeof builtWebFixture>>;
  let approvedCampaignId: string;

  const call = (service: 'command' | 'query', route: string, init?: ApiCallInit) =>
    apiCaller(`http://127.0.0.1:${ports[service]}/api`)(route, init);

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    [smtp, web] = await Promise.all([startSmtpSink(), builtWebFixture()]);
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const env = {
      ...process.env,
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: 'ops@test.harambee.africa',
      ADMIN_PASSWORD: 'AdminPass123',
      PUBLIC_URL: 'http://harambee.test',
      LOG_LEVEL: 'warn',
      DATA_DIR: `/tmp/${database}`,
      RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
    };
    const entries = {
      command: 'services/command-api/src/main.ts',
      projector: 'services/projector/src/main.ts',
      query: 'apps/server/src/query-api-main.ts',
    };
    // As docker compose runs them: the query API is the site's one origin, passing what it does not answer to
    // the command API, which trusts exactly that one hop for the visitor's address.
    const site = (service: string) =>
      service === 'query'
        ? { WEB_DIST: web.dir, COMMAND_API_URL: `http://127.0.0.1:${ports.command}` }
        : service === 'command'
          ? { TRUST_PROXY: '1' }
          : {};
    for (const service of ['command', 'projector', 'query'] as const) {
      ports[service] = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', entries[service]], {
        env: { ...env, ...site(service), PORT: String(ports[service]) },
        stdio: 'inherit',
      });
      children.push(child);
      await waitForHealth(ports[service], child);
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve);
            child.kill('SIGTERM');
          }),
      ),
    );
    await smtp?.stop();
    web?.remove();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('when a campaign is created and approved on the command API, then the query API serves it and pushes a donation live', async () => {
    const email = 'kwame@example.org';
    await call('command', '/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'Kwame Mensah' },
    });
    const link = new URL(smtp.linkIn(await smtp.waitForMail(email)));
    await call('command', `/auth/verify-token?${link.searchParams}`);
    const form = new FormData();
    const endDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    Object.entries({
      title: 'Bakery oven',
      story: '<p>Bread for schools</p>',
      goalAmount: '1500',
      category: 'equipment',
      endDate,
      name: 'Kwame Mensah',
      email,
      phone: '0241234567',
      country: 'Ghana',
      password: 'Secret123',
      verificationToken: link.searchParams.get('token')!,
    }).forEach(([key, value]) => form.set(key, value));
    form.set('image', new Blob([PNG], { type: 'image/png' }), 'oven.png');
    const created = await call('command', '/v1/campaigns', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    const campaignId = created.body.data.campaign._id;
    approvedCampaignId = campaignId;
    const adminToken = (
      await call('command', '/auth/login', {
        method: 'POST',
        json: { email: 'ops@test.harambee.africa', password: 'AdminPass123' },
      })
    ).body.data.token;
    expect(
      (
        await call('command', `/v1/campaigns/${campaignId}/approve`, {
          method: 'PATCH',
          token: adminToken,
        })
      ).status,
    ).toBe(200);

    for (
      let attempt = 0;
      attempt < 100 && (await call('query', `/v1/campaigns/public/${campaignId}`)).status !== 200;
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const socket = io(`http://127.0.0.1:${ports.query}`, { transports: ['websocket'] });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const pushed = new Promise<any>((resolve) =>
      socket.on('campaign:progress', (progress) => progress.donationCount > 0 && resolve(progress)),
    );
    socket.emit('campaign:join', campaignId);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const gift = await call('command', '/v1/donations', {
      method: 'POST',
      token: adminToken,
      json: { amount: 300, campaignId, donorName: 'Abena', anonymous: false },
    });
    expect(gift.status).toBe(201);
    expect(await pushed).toMatchObject({
      campaignId,
      amountRaised: 300,
      goalAmount: 1500,
      progressPercentage: 20,
      donationCount: 1,
    });
    socket.close();
    expect(
      (await call('query', `/v1/campaigns/public/${campaignId}`)).body.data.campaign.amountRaised,
    ).toBe(300);
  });

  it('when a visitor opens the campaign on the query API, then it answers the page rendered with its data, and 404 for an unknown one', async () => {
    const page = await fetch(`http://127.0.0.1:${ports.query}/campaign/${approvedCampaignId}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>Bakery oven | Harambee</title>');
    expect(html).toContain('<meta property="og:title" content="Bakery oven | Harambee" />');
    expect(html).toMatch(/<h1[^>]*>Bakery oven<\/h1>/);
    expect(html).toContain('Bread for schools');
    expect(html).toContain('<script type="application/json" id="server-state">');

    const unknown = await fetch(`http://127.0.0.1:${ports.query}/campaign/${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<title>Page Not Found | Harambee</title>');
  });

  it('when either API answers, then it carries the same security headers as the combined server', async () => {
    for (const url of [
      `http://127.0.0.1:${ports.command}/api/v1/campaigns/none`,
      `http://127.0.0.1:${ports.query}/api/v1/campaigns/approved`,
    ]) {
      const { headers } = await fetch(url);
      expect(headers.get('content-security-policy')).toContain("script-src 'self';");
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('when visitors write through the query API, then the command API counts each one by their own address, whatever they claim', async () => {
    const contact = `http://127.0.0.1:${ports.query}/api/contact`;
    const first: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMIT; attempt++)
      first.push(await postFrom('127.0.0.2', contact));
    expect(first).not.toContain(429);
    expect(await postFrom('127.0.0.2', contact)).toBe(429);
    expect(await postFrom('127.0.0.2', contact, { 'x-forwarded-for': '198.51.100.7' })).toBe(429);
    expect(await postFrom('127.0.0.3', contact)).not.toBe(429);
  });
});
