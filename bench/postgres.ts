import { randomBytes } from 'node:crypto';
import pg from 'pg';

const withAdmin = async <T>(adminUrl: string, work: (client: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
};

export const serverVersion = (adminUrl: string) =>
  withAdmin(
    adminUrl,
    async (client) =>
      (await client.query<{ version: string }>('select version()')).rows[0]!.version,
  );

/** A new empty database on the server for one run; `drop` removes it, closing whatever is still connected. */
export const createScratchDatabase = async (adminUrl: string, prefix: string) => {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withAdmin(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ).then(() => undefined),
  };
};
