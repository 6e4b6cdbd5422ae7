import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import pg from 'pg';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { approvedCampaignId } from './support/donation-load';

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('when every pooled connection is busy', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let harambee: TestHarambee;
  let locker: pg.Client;

  beforeAll(async () => {
    database = await createServerDatabase();
    harambee = await startHarambee({
      seed: true,
      env: { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '2', DATABASE_WAIT_SECONDS: '0.3' },
    });
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await harambee?.stop();
    await database?.drop();
  });

  it('then a request waits at most DATABASE_WAIT_SECONDS and is answered 503 with Retry-After; once free, all are served', async () => {
    const campaignId = await approvedCampaignId(harambee.url);
    // A long transaction elsewhere holds the campaigns, so the readers of a campaign keep their connections.
    await locker.query('begin');
    await locker.query('lock table read_models.campaigns in access exclusive mode');
    const started = Date.now();
    const read = () =>
      fetch(`${harambee.url}/api/v1/campaigns/public/${campaignId}`).then(async (answer) => ({
        status: answer.status,
        retryAfter: answer.headers.get('retry-after'),
        body: await answer.json(),
        after: Date.now() - started,
      }));
    const reads = Array.from({ length: 4 }, read);
    const refused = await Promise.race(reads);
    await locker.query('commit');
    const answers = await Promise.all(reads);

    expect(refused).toMatchObject({
      status: 503,
      retryAfter: '1',
      body: { status: 'error', message: 'Service temporarily unavailable, please retry' },
    });
    expect(refused.after).toBeLessThan(2_000);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
    expect((await read()).status).toBe(200);
  });
});
