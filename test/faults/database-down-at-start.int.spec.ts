import { sleep } from '@harambee/eventstore/src/testing/sample-events';
import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { freePort } from '../support/waiting';
import { startDatabaseProxy, urlThroughPort } from './support/database-server';

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describeOnServer('when the database is not there yet at start', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let proxy: Awaited<ReturnType<typeof startDatabaseProxy>> | undefined;
  let harambee: TestHarambee | undefined;

  beforeAll(async () => {
    database = await createServerDatabase();
  });
  afterAll(async () => {
    await harambee?.stop();
    await proxy?.stop();
    await database?.drop();
  });

  it('then the server lives and waits, answers not ready with the reason, and is ready once the database answers, again after it goes away', async () => {
    const databasePort = await freePort();
    const httpPort = await freePort();
    const starting = startHarambee({
      env: { DATABASE_URL: urlThroughPort(database.url, databasePort), PORT: String(httpPort) },
    });
    const base = `http://127.0.0.1:${httpPort}`;
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`).catch(() => undefined);
      return response && { status: response.status, body: await response.json() };
    };
    let live = await get('/api/health/live');
    while (!live) {
      await sleep(50);
      live = await get('/api/health/live');
    }
    expect(live.status).toBe(200);
    await sleep(1_500);
    expect(await get('/api/health')).toMatchObject({
      status: 503,
      body: { status: 'error', message: expect.stringContaining('waiting for the database') },
    });
    expect(await get('/api/v1/campaigns/approved')).toMatchObject({ status: 503 });
    expect((await get('/api/health/live'))?.status).toBe(200);

    proxy = await startDatabaseProxy(databasePort);
    harambee = await starting;
    expect(await get('/api/health')).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        data: { ready: true, database: 'postgres', lagSeconds: expect.any(Number) },
      },
    });
    expect(await get('/health')).toMatchObject({ status: 200 });
    expect(await get('/api/v1/campaigns/approved')).toMatchObject({ status: 200 });

    await proxy.stop();
    expect(await get('/api/health')).toMatchObject({
      status: 503,
      body: { message: 'The database is unreachable', data: { ready: false } },
    });
    const unknownCampaign = '/api/v1/campaigns/public/7d7e1f0e-0000-4000-8000-000000000000';
    expect(await get(unknownCampaign)).toMatchObject({
      status: 503,
      body: { message: 'Service temporarily unavailable, please retry' },
    });
    expect(await get('/api/health/live')).toMatchObject({
      status: 200,
      body: { data: { live: true } },
    });
    proxy = await startDatabaseProxy(databasePort);
    let ready = await get('/api/health');
    while (ready?.status !== 200) {
      await sleep(100);
      ready = await get('/api/health');
    }
    expect(await get(unknownCampaign)).toMatchObject({ status: 404 });
  });
});
