import { openDatabase } from '@harambee/database';
import { migrate } from '@harambee/eventstore';
import { createPostgresEventStore } from '@harambee/events';
import { live, migrateReadModels } from '@harambee/read-models';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  appendEach,
  campaignCreated,
  campaignReviewed,
  creatorRegistered,
  donationRecorded,
} from '@harambee/events/src/testing/sample-events';
import { projectAll } from '../../../test/support/read-side/projector-under-test';

/** `npm run projections -- …` as an operator runs it, on the embedded database in `dataDir`, output not a terminal. */
const projectionsCli = (dataDir: string, ...args: string[]) => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.READ_STORE_URL;
  delete env.EVENT_STORE_URL;
  return spawnSync('npx', ['tsx', 'services/projector/src/cli.ts', ...args], {
    cwd: path.resolve(__dirname, '../../..'),
    env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
};

describe('npm run projections -- rebuild', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'harambee-rebuild-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const raised = async () => {
    const db = await openDatabase({ dataDir });
    try {
      const [row] = await db.query<{ raised: number }>(
        `select amount_raised_cents::int as raised from ${live('campaigns')} where id = 'c1'`,
      );
      return row?.raised;
    } finally {
      await db.close();
    }
  };

  beforeAll(async () => {
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db);
      await migrateReadModels(db);
      const store = createPostgresEventStore(db);
      await appendEach(
        store,
        creatorRegistered('creator-1', 'Kofi Mensah'),
        campaignCreated('c1', 'creator-1', { goalCents: 1_000_000 }),
        campaignReviewed('CampaignApproved', 'c1', 'admin-1'),
        donationRecorded('c1', { amountCents: 2_500 }),
        donationRecorded('c1', { amountCents: 7_500 }),
      );
      await projectAll(db, store);
      await db.exec(`update ${live('campaigns')} set amount_raised_cents = 0 where id = 'c1'`);
    } finally {
      await db.close();
    }
  });

  it('when an operator rebuilds the campaigns, then the totals come back from the log and each batch is reported with its share of the log and rate', async () => {
    const run = projectionsCli(dataDir, 'rebuild', 'campaigns');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Rebuilt and swapped in: campaigns');
    expect(run.stderr).toMatch(
      /^rebuilding \[#{30}\] 100 % {2}5 events {2}[\d,]+ events\/s {2}0 s left$/m,
    );
    expect(await raised()).toBe(10_000);
  });

  it('when an operator names no command it knows, then the usage is shown and the exit code says so', () => {
    const run = projectionsCli(dataDir, 'rebiuld');
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('Usage: npm run projections -- <command>');
  });
});
