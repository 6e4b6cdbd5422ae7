import { sleep } from '@harambee/eventstore/src/testing/sample-events';
import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';
import { approvedCampaignId, startDonationLoad } from './support/donation-load';
import { freePort } from '../support/waiting';
import { recordedDonations } from './support/database-server';

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

const untilReady = async (base: string, child: ChildProcess) => {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
};

describeOnServer('when the server is sent SIGTERM during donations', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let dataDir: string;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createServerDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-shutdown-'));
  });
  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('then it finishes what it acknowledged, tells sockets to reconnect and exits 0 within 10 s, losing no donation', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PAYMENT_PROVIDER: 'sandbox',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_SEED: 'true',
        ADMIN_PASSWORD: 'AdminPass123',
        JWT_SECRET: randomBytes(32).toString('hex'),
        RATE_LIMIT_PER_MINUTE: '100000',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) =>
      child!.once('exit', (code) => resolve(code)),
    );
    await untilReady(base, child);
    const campaignId = await approvedCampaignId(base);

    const socket = io(base, { transports: ['websocket'], reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));

    const load = startDonationLoad(base, campaignId);
    await sleep(1_500);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const [code, report, reason] = await Promise.all([exited, load.ended, disconnected]);

    expect(code).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // "transport close" is the reason a socket.io client reconnects on by itself; "io server disconnect" it does not.
    expect(reason).toBe('transport close');
    expect(
      Object.keys(report.statuses)
        .map(Number)
        .filter((status) => ![200, 201, 503].includes(status)),
    ).toEqual([]);
    expect(report.acknowledged.length).toBeGreaterThan(5);
    const recorded = await recordedDonations(
      database.name,
      report.acknowledged.map((gift) => gift.paymentId),
    );
    expect(report.acknowledged.filter((gift) => recorded.get(gift.paymentId) !== 1)).toEqual([]);
  });
});
