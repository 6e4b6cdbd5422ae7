import { openDatabase, type SqlDatabase } from './database';
import { isDatabaseUnavailable } from './database-unavailable';
import { readiness } from './health';
import { PgliteThread } from './pglite-worker';

describe('PGlite on its own thread', () => {
  let db: SqlDatabase;
  beforeAll(async () => {
    db = await openDatabase({ pgliteThread: 'worker' });
    await db.exec('create table gift (id text primary key, amount int not null)');
  });
  afterAll(() => db.close());

  it('keeps code, constraint and detail on errors, as unique-violation handling needs', async () => {
    await db.query('insert into gift values ($1, $2)', ['a', 1]);
    const failure = await db.query('insert into gift values ($1, $2)', ['a', 2]).catch((e) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      code: '23505',
      constraint: 'gift_pkey',
      detail: 'Key (id)=(a) already exists.',
    });
  });

  it('commits a transaction whose work succeeds and rolls back one whose work fails', async () => {
    await db.transaction(async (tx) => {
      await tx.query('insert into gift values ($1, $2)', ['b', 2]);
      await tx.exec("insert into gift values ('c', 3)");
    });
    const failed = db.transaction(async (tx) => {
      await tx.query('insert into gift values ($1, $2)', ['d', 4]);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    const rows = await db.query<{ id: string }>('select id from gift order by id');
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('brings values back with their types', async () => {
    const [row] = await db.query('select now() as at, $1::bytea as bytes, $2::jsonb as doc', [
      new Uint8Array([1, 2]),
      JSON.stringify({ n: 1 }),
    ]);
    // A Date from the other thread, not of Jest's realm: instanceof cannot tell, its tag can.
    expect(Object.prototype.toString.call(row?.at)).toBe('[object Date]');
    expect([...(row?.bytes as Uint8Array)]).toEqual([1, 2]);
    expect(row?.doc).toEqual({ n: 1 });
  });

  it('forwards NOTIFY to listeners until they unsubscribe', async () => {
    const heard: string[] = [];
    const unsubscribe = await db.listen('gifts', (payload) => heard.push(payload));
    await db.exec("notify gifts, 'one'");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await unsubscribe();
    await db.exec("notify gifts, 'two'");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['one']);
  });
});

describe('a PGlite thread that dies', () => {
  it('rejects the calls waiting and every later one as the database being away, and is not ready', async () => {
    const thread = await PgliteThread.create(undefined, 30_000);
    const waiting = thread.query('select pg_sleep(1)');
    await thread.kill();
    const failure = await waiting.catch((e) => e);
    expect(String(failure)).toMatch('The embedded database thread stopped');
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await expect(thread.exec('select 1')).rejects.toThrow('The embedded database thread stopped');
    const db = {
      kind: 'pglite',
      query: async (text: string) => (await thread.query(text)).rows,
    } as SqlDatabase;
    const answer = await readiness({ service: 'test', db, maxLagSeconds: 10 });
    expect(answer.status).toBe(503);
  });

  it('fails a call that gets no answer in time', async () => {
    const thread = await PgliteThread.create(undefined, 200);
    try {
      await expect(thread.query('select pg_sleep(2)')).rejects.toThrow(
        'The embedded database did not answer (query) within 200 ms',
      );
    } finally {
      await thread.kill();
    }
  });

  it('rolls back a transaction whose begin timed out, so that it does not hold the database', async () => {
    const thread = await PgliteThread.create(undefined, 2_000);
    try {
      let release: (() => void) | undefined;
      const first = thread.transaction(() => new Promise<void>((resolve) => (release = resolve)));
      while (!release) await new Promise((resolve) => setTimeout(resolve, 10));
      const second = thread.transaction((tx) => tx.query('select 1'));
      await expect(second).rejects.toThrow('The embedded database did not answer (begin)');
      release();
      await first;
      const third = await thread.transaction((tx) => tx.query<{ n: number }>('select 3 as n'));
      expect(third.rows).toEqual([{ n: 3 }]);
    } finally {
      await thread.kill();
    }
  });
});
