import { openDatabase, type SqlDatabase } from './database';
import { readiness } from './health';

describe('readiness', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = await openDatabase({});
  });
  afterAll(() => db.close());

  it('when the projector is within the bound, then it is ready and says its lag', async () => {
    expect(
      await readiness({ service: 'harambee', db, lagSeconds: async () => 2.04, maxLagSeconds: 30 }),
    ).toEqual({
      status: 200,
      body: {
        status: 'success',
        data: { service: 'harambee', database: 'pglite', ready: true, lagSeconds: 2 },
      },
    });
  });

  it('when the projector lags more than READINESS_MAX_LAG_SECONDS, then it answers 503 with the lag and the reason', async () => {
    expect(
      await readiness({ service: 'harambee', db, lagSeconds: async () => 45, maxLagSeconds: 30 }),
    ).toEqual({
      status: 503,
      body: {
        status: 'error',
        message: 'The projector is 45 s behind the log (more than 30 s)',
        data: { service: 'harambee', database: 'pglite', ready: false, lagSeconds: 45 },
      },
    });
  });

  it('when the read store (MongoDB) does not answer, then it is not ready and says which store', async () => {
    const readStore = {
      kind: 'mongodb',
      ping: () => Promise.reject(new Error('MongoServerSelectionError')),
    };
    expect(await readiness({ service: 'query-api', db, maxLagSeconds: 30, readStore })).toEqual({
      status: 503,
      body: {
        status: 'error',
        message: 'The read store is unreachable',
        data: { service: 'query-api', database: 'pglite', ready: false, readStore: 'mongodb' },
      },
    });
  });

  it('when the read store answers, then it is ready', async () => {
    const readStore = { kind: 'mongodb', ping: async () => undefined };
    const { status } = await readiness({ service: 'query-api', db, maxLagSeconds: 30, readStore });
    expect(status).toBe(200);
  });
});
