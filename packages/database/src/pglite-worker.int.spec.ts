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

describe('another thread reaching PGlite through a port of its own', () => {
  let owner: SqlDatabase;
  beforeAll(async () => {
    owner = await openDatabase({ pgliteThread: 'worker' });
    await owner.exec('create table gift (id text primary key, amount int not null)');
  });
  afterAll(() => owner.close());

  const guest = async () => openDatabase({ pglitePort: await owner.portForThread!() });

  it('sees what the owner committed, and the owner sees what it commits in its own transactions', async () => {
    const other = await guest();
    await owner.query(`insert into gift values ('owner', 1)`);
    await other.transaction(async (tx) => {
      await tx.query(`insert into gift values ('guest', 2)`);
    });
    const seen = await other.query<{ id: string }>('select id from gift order by id');
    expect(seen.map((row) => row.id)).toEqual(['guest', 'owner']);
    expect(await owner.query('select id from gift where id = $1', ['guest'])).toHaveLength(1);
    await other.close();
  });

  it('hears notifications the owner sends', async () => {
    const other = await guest();
    const heard: string[] = [];
    await other.listen('gifts', (payload) => heard.push(payload));
    await owner.exec("notify gifts, 'from the owner'");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['from the owner']);
    await other.close();
  });

  it('when the port closes with a transaction open, then the transaction is rolled back and the database free', async () => {
    const other = await guest();
    let inside!: () => void;
    let release!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const left = other.transaction(async (tx) => {
      await tx.query(`insert into gift values ('left open', 3)`);
      inside();
      await gate;
      await tx.query('select 1');
    });
    await opened;
    await other.close();
    expect(await owner.query('select id from gift where id = $1', ['left open'])).toEqual([]);
    const free = await owner.transaction((tx) => tx.query<{ n: number }>('select 1 as n'));
    expect(free).toEqual([{ n: 1 }]);
    release();
    await expect(left).rejects.toThrow('The embedded database thread stopped');
  });

  it('closing the port leaves the database open for the owner', async () => {
    const other = await guest();
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('The embedded database thread stopped');
    expect(await owner.query<{ n: number }>('select 2 as n')).toEqual([{ n: 2 }]);
  });
});
