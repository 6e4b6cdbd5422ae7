import { randomBytes } from 'node:crypto';
import { WRITES_THROUGH_A_FUNCTION, databaseTraffic, openDatabase } from './database';

const serverUrl = process.env.TEST_DATABASE_URL;
const onServer = serverUrl ? it : it.skip;

const waitFor = async (check: () => boolean) => {
  for (let attempt = 0; attempt < 100 && !check(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(check()).toBe(true);
};

describe('opening a server database', () => {
  onServer(
    'when the database the URL names does not exist yet, then it is created and the process starts on it',
    async () => {
      const name = `harambee_created_${Date.now()}`;
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const db = await openDatabase({ databaseUrl: url.toString() });
      const [row] = await db.query<{ name: string }>('select current_database() as name');
      await db.close();
      const server = await openDatabase({ databaseUrl: serverUrl });
      await server.exec(`drop database ${name}`);
      await server.close();
      expect(row!.name).toBe(name);
    },
  );
});

describe('LISTEN', () => {
  it('when a NOTIFY is committed on the embedded database, then the listener receives it', async () => {
    const db = await openDatabase({});
    const received: string[] = [];
    const stop = await db.listen('harambee_test_channel', (payload) => received.push(payload));
    await db.transaction((tx) => tx.query(`select pg_notify('harambee_test_channel', 'hello')`));
    await waitFor(() => received.includes('hello'));
    await stop();
    await db.close();
  });

  onServer(
    'when the listening connection is killed on the server, then it reconnects and receives again',
    async () => {
      const db = await openDatabase({ databaseUrl: serverUrl });
      const received: string[] = [];
      const stop = await db.listen('harambee_reconnect_test', (payload) => received.push(payload));
      await db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%harambee_reconnect_test%' and pid <> pg_backend_pid()`,
      );
      for (let attempt = 0; attempt < 60 && !received.includes('after'); attempt++) {
        await db.query(`select pg_notify('harambee_reconnect_test', 'after')`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(received).toContain('after');
      await stop();
      await db.close();
    },
  );
});

describe('counting database traffic', () => {
  const kinds = serverUrl ? [undefined, serverUrl] : [undefined];
  const counting = async <T>(work: () => Promise<T>) => {
    const before = { ...databaseTraffic };
    await work();
    return {
      roundTrips: databaseTraffic.roundTrips - before.roundTrips,
      writes: databaseTraffic.writes - before.writes,
      reads: databaseTraffic.reads - before.reads,
    };
  };

  it.each(kinds)(
    'when a statement and a transaction of two read (server: %s), then 5 round trips and 2 reads, no write, are counted',
    async (databaseUrl) => {
      const db = await openDatabase({ databaseUrl });
      const counted = await counting(async () => {
        await db.query('select 1');
        await db.transaction(async (tx) => {
          await tx.query('select 2');
          await tx.exec('select 3');
        });
      });
      await db.close();
      expect(counted).toEqual({ roundTrips: 5, writes: 0, reads: 2 });
    },
  );

  it.each(kinds)(
    'when a statement changes a row, a transaction reads then changes one an update matches none and a notification is sent, a row is inserted through a CTE and a statement is marked as writing through a function (server: %s), then 5 writes and 1 read are counted',
    async (databaseUrl) => {
      const db = await openDatabase({ databaseUrl });
      const table = `counted_${randomBytes(4).toString('hex')}`;
      await db.exec(`create table ${table} (n int)`);
      const counted = await counting(async () => {
        await db.query(`insert into ${table} values (1)`);
        await db.transaction(async (tx) => {
          await tx.query(`select n from ${table}`);
          await tx.exec(`select 1; update ${table} set n = 2`);
        });
        await db.query(`update ${table} set n = 3 where n = 9`);
        await db.query(`select pg_notify('harambee_counted', 'a write too')`);
        await db.query(
          `with made as (insert into ${table} values (4) returning n) select n from made`,
        );
        await db.query(`${WRITES_THROUGH_A_FUNCTION}select count(*) from ${table}`);
      });
      await db.exec(`drop table ${table}`);
      await db.close();
      expect(counted).toEqual({ roundTrips: 9, writes: 5, reads: 1 });
    },
  );
});
