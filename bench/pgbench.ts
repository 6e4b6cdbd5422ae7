import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from './postgres';

export type PgbenchResult = {
  tps: number;
  clients: number;
  seconds: number;
  transactions: number;
  script: string;
};

export const PGBENCH_SCRIPT = '\\set v random(1, 1000000)\ninsert into t (v) values (:v);\n';
const TABLE = 'create table t (id bigserial primary key, v integer not null)';

const run = (args: string[], timeoutMs: number) =>
  new Promise<string>((resolve, reject) => {
    execFile('pgbench', args, { timeout: timeoutMs }, (error, stdout, stderr) =>
      error ? reject(new Error(`pgbench failed: ${error.message}\n${stderr}`)) : resolve(stdout),
    );
  });

const numberAfter = (output: string, pattern: RegExp) => {
  const match = pattern.exec(output);
  if (!match) throw new Error(`pgbench output not understood:\n${output}`);
  return Number(match[1]);
};

/** This machine's ceiling: single-row INSERTs into one table with a bigserial key, in a database made and dropped here. */
export const measureInsertCeiling = async (
  adminUrl: string,
  clients: number,
  seconds: number,
): Promise<PgbenchResult> => {
  const database = await createScratchDatabase(adminUrl, 'harambee_pgbench');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'harambee-pgbench-'));
  try {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(TABLE);
    await client.end();
    const script = path.join(folder, 'insert.sql');
    writeFileSync(script, PGBENCH_SCRIPT);
    const threads = Math.min(clients, os.cpus().length);
    const output = await run(
      [
        '-n',
        '-c',
        String(clients),
        '-j',
        String(threads),
        '-T',
        String(seconds),
        '-f',
        script,
        database.url,
      ],
      (seconds + 60) * 1000,
    );
    return {
      tps: numberAfter(output, /tps = ([\d.]+) \(without initial connection time\)/),
      transactions: numberAfter(output, /number of transactions actually processed: (\d+)/),
      clients,
      seconds,
      script: PGBENCH_SCRIPT,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  }
};
