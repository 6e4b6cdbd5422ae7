import { openDatabase, type SqlDatabase } from '@harambee/database';
import { createPostgresEventStore } from '@harambee/events';
import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPaystackDisputeWorld } from '../../services/command-api/src/disputes/testing/paystack-dispute-world';
import { moneyOutProcessManagers } from '../../services/command-api/src/money-out';
import {
  endOfLog,
  reactToLog,
} from '../../services/command-api/src/money-out/testing/react-to-log';
import { createApprovedCampaign } from '../../services/command-api/src/testing/command-api-under-test';
import { postgresReadModels } from '../../services/projector/src/postgres-read-models';
import { projectAll } from '../support/read-side/projector-under-test';

type World = Awaited<ReturnType<typeof startPaystackDisputeWorld>>;

/** `npm run ledger -- <args>` as an operator runs it, on the server database at `databaseUrl`, Paystack at `paystackUrl`. */
const ledger = (args: string[], databaseUrl: string, paystackUrl: string, dataDir: string) =>
  new Promise<{ status: number | null; stdout: string }>((resolve, reject) => {
    const env = { ...process.env };
    delete env.READ_STORE_URL;
    const cli = spawn('npx', ['tsx', 'apps/server/src/ledger-cli.ts', ...args], {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_paystack',
        PAYSTACK_API_URL: paystackUrl,
        LOG_LEVEL: 'warn',
      },
    });
    let stdout = '';
    cli.stdout.on('data', (chunk) => (stdout += chunk));
    cli.on('error', reject);
    cli.on('close', (status) => resolve({ status, stdout }));
  });

const today = () => new Date().toISOString().slice(0, 10);

describe('npm run ledger -- reconcile and check, on PostgreSQL, with Paystack', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-reconcile-'));
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let db: SqlDatabase;
  let world: World;
  const run = (...args: string[]) => ledger(args, database.url, world.fake.url, dataDir);

  /** A campaign with a goal it will not reach, given a gift by card through Paystack. */
  const giftedCampaign = async (amount: number) => {
    const { api } = world;
    const { campaignId } = await createApprovedCampaign(api, { goalAmount: '1000' });
    await world.give(campaignId, { amount });
    return campaignId;
  };

  beforeAll(async () => {
    database = await createServerDatabase();
    db = await openDatabase({ databaseUrl: database.url });
    world = await startPaystackDisputeWorld({ db });
    const { api, fake } = world;
    const from = await endOfLog(api.deps);
    const deleted = await giftedCampaign(21);
    const deleting = await api.call(`/v1/campaigns/${deleted}`, {
      method: 'DELETE',
      token: api.adminToken,
      json: { reason: 'Not a real business' },
    });
    expect(deleting.status).toBe(200);
    const closed = await giftedCampaign(30);
    const closing = await api.call(`/v1/campaigns/${closed}/close`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'The clinic was paid for by the county' },
    });
    expect(closing.status).toBe(200);
    await reactToLog(api.deps, from, moneyOutProcessManagers);
    for (const refund of fake.book.allRefunds())
      if (refund.status === 'pending') await fake.settleRefund(refund.id, 'processed');

    const { campaignId, token, payments } = await world.fundedCampaign([
      { amount: 60 },
      { amount: 50, coverFees: true },
      { amount: 1_300, currency: 'KES' },
      { amount: 40, currency: 'GHS', coverFees: true },
    ]);
    // What moved after the campaign ended moves today, when Paystack's fake records it.
    world.resetClock();
    const dispute = Number(await world.disputeOf(payments[0]!));
    await fake.resolveDispute(dispute, 'merchant-accepted');
    const asked = await api.call('/v1/withdrawals', {
      method: 'POST',
      token,
      json: { campaignId },
    });
    expect(asked.status).toBe(201);
    const rejected = await api.call(`/v1/withdrawals/${campaignId}/reject`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'The wallet name does not match' },
    });
    expect(rejected.status).toBe(200);
    expect(
      (await api.call('/v1/withdrawals', { method: 'POST', token, json: { campaignId } })).status,
    ).toBe(201);
    const approving = await endOfLog(api.deps);
    // The clock is back to the day the wallet was linked: an admin confirms it with the creator.
    const approved = await api.call(`/v1/withdrawals/${campaignId}/approve`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { confirmNewWallet: true },
    });
    expect(approved.status).toBe(200);
    await reactToLog(api.deps, approving, moneyOutProcessManagers);
    await world.transferPaid(campaignId);
    expect(await api.eventsOfType('PayoutPaid')).toHaveLength(1);

    const readModels = postgresReadModels(db);
    await readModels.prepare();
    await projectAll(db, createPostgresEventStore(db), { readModels });
  });
  afterAll(async () => {
    await world.stop();
    await db.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the books went through a deleted campaign refunded, a closed one refunded, covered fees, shillings and cedis, a lost dispute, a withdrawal rejected then paid out, then reconcile finds every movement at Paystack and check finds every invariant holding', async () => {
    const reconciled = await run('reconcile', '--day', today());
    // Six charges (two of them in shillings and cedis), two refunds, one transfer: the fake's lost dispute moves no
    // refund of its own.
    expect(reconciled.stdout).toContain(
      `Reconciled ${today()} with paystack: 9 movements in our records, 9 in paystack's; 0 differences`,
    );
    expect(reconciled.status).toBe(0);
    const checked = await run('check');
    expect(checked.stdout).toContain(
      'one end per gift: 6 gifts (0 open, 3 paid out, 2 refunded, 1 disputed), 0 violations',
    );
    expect(checked.stdout).toContain(
      'closed campaigns give back: 2 closed campaigns, 0 violations',
    );
    expect(checked.stdout).toContain('payouts within their net: 1 payouts, 0 violations');
    expect(checked.stdout).not.toMatch(/[1-9]\d* violations/);
    expect(checked.status).toBe(0);
  });

  it('when Paystack has a charge we never booked, then reconcile names it and exits 2', async () => {
    world.fake.book.open('T_not_ours', 4_200, 'KES', 'card');
    world.fake.book.pay('T_not_ours');
    const reconciled = await run('reconcile', '--day', today());
    expect(reconciled.stdout).toContain(
      "9 movements in our records, 10 in paystack's; 1 differences (1 new",
    );
    expect(reconciled.stdout).toContain(
      "Gift T_not_ours (payment T_not_ours): at paystack, missing in our records; ours none, paystack's KSh\u00a042.00.",
    );
    expect(reconciled.status).toBe(2);
  });
});
