import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../support/waiting';

const serverUrl = process.env.TEST_DATABASE_URL;
const deployments = [
  ...(serverUrl ? [{ on: 'a PostgreSQL server', server: true }] : []),
  { on: 'the embedded database, through a port to its thread', server: false },
];

const eventually = async (check: () => Promise<boolean>, what: string, withinMs = 90_000) => {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline;) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not within ${withinMs} ms: ${what}`);
};

describe.each(deployments)(
  'the whole platform in one process with PROJECTOR_THREAD=worker on $on',
  ({ server }) => {
    const database = `harambee_projector_thread_${randomBytes(5).toString('hex')}`;
    const dataDir = path.join(os.tmpdir(), database);
    const output: string[] = [];
    let child: ChildProcess;
    let base = '';

    const api = async (route: string, json?: unknown) => {
      const response = await fetch(`${base}/api${route}`, {
        method: json === undefined ? 'GET' : 'POST',
        headers: json === undefined ? {} : { 'content-type': 'application/json' },
        body: json === undefined ? undefined : JSON.stringify(json),
      });
      return { status: response.status, body: (await response.json()) as any };
    };

    const createDatabase = async () => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${database}`);
      await admin.end();
      const url = new URL(serverUrl!);
      url.pathname = `/${database}`;
      return { DATABASE_URL: url.toString() };
    };

    beforeAll(async () => {
      const databaseUrl = server ? await createDatabase() : {};
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        env: {
          ...process.env,
          ...databaseUrl,
          PROJECTOR_THREAD: 'worker',
          DEMO_SEED: 'true',
          PAYMENT_PROVIDER: 'sandbox',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          PORT: String(port),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (chunk) => output.push(String(chunk)));
      child.stderr!.on('data', (chunk) => output.push(String(chunk)));
      await eventually(async () => (await fetch(`${base}/health`)).ok, 'the platform is ready');
    }, 180_000);

    afterAll(async () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      if (server) {
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${database} with (force)`);
        await admin.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('when a backer gives by card, then the campaign counts the gift, projected on the thread', async () => {
      const featured = await api('/v1/campaigns/featured');
      const [open] = featured.body.data.campaigns.filter(
        (campaign: { daysRemaining: number }) => campaign.daysRemaining > 0,
      );
      const counted = async () =>
        (await api(`/v1/campaigns/public/${open._id}`)).body.data.campaign.donationCount as number;
      const before = await counted();
      const card = {
        amount: 25,
        campaignId: open._id,
        cardNumber: '4242424242424242',
        expiry: '12/30',
        cvv: '123',
        cardholderName: 'Thread Backer',
      };
      const payment = await api('/v1/payments/card', card);
      expect(payment.status).toBe(201);
      const donation = await api('/v1/donations', {
        amount: 25,
        campaignId: open._id,
        paymentId: payment.body.data.paymentId,
        donorName: 'Thread Backer',
        anonymous: false,
      });
      expect(donation.status).toBe(201);
      await eventually(async () => (await counted()) === before + 1, 'the gift is counted');
    });

    it('when the operator stops it, then it stops cleanly, the projector thread with it', async () => {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(output.join('')).not.toMatch(/projector thread (stopped|did not)/);
    });
  },
);
