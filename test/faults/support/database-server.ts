import pg from 'pg';
import { connect, createServer, type Socket } from 'node:net';

const serverUrl = () => process.env.TEST_DATABASE_URL!;

const onServer = async <T>(work: (client: pg.Client) => Promise<T>, database?: string) => {
  const url = new URL(serverUrl());
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

/** What an operator's pg_terminate_backend does to every connection the app holds; how many it ended. */
export const terminateConnections = (database: string) =>
  onServer(async (client) => {
    const ended = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return ended.rowCount ?? 0;
  });

/** How many DonationRecorded events the log holds for each of these payments. */
export const recordedDonations = (database: string, paymentIds: string[]) =>
  onServer(async (client) => {
    const { rows } = await client.query<{ payment_id: string; recorded: number }>(
      `select data->>'paymentId' as payment_id, count(*)::int as recorded from events
       where type = 'DonationRecorded' and data->>'paymentId' = any($1) group by 1`,
      [paymentIds],
    );
    return new Map(rows.map((row) => [row.payment_id, row.recorded]));
  }, database);

/** A TCP proxy on `port` to the PostgreSQL server: the database "comes back" on that port. */
export const startDatabaseProxy = async (port: number) => {
  const target = new URL(serverUrl());
  const sockets = new Set<Socket>();
  const proxy = createServer((inbound) => {
    const outbound = connect(Number(target.port || 5432), target.hostname);
    sockets.add(inbound).add(outbound);
    inbound.pipe(outbound).pipe(inbound);
    const close = () => {
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('error', close).on('close', close);
    outbound.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        proxy.close(() => resolve());
      }),
  };
};

/** The test server's URL for `database`, but through `port` on this machine. */
export const urlThroughPort = (databaseUrl: string, port: number) => {
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
};
