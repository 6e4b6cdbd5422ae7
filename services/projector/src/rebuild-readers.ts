import { openDatabase, type SqlDatabase } from '@harambee/database';
import type { LogPosition } from '@harambee/eventstore';
import type { StoredEvent } from '@harambee/events';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { readAhead, type LogBatches } from './rebuild-log';

export type ReadRequest = { id: number; after: LogPosition; limit: number };
type Answer = { ready: true } | { id: number; events?: StoredEvent[]; error?: string };

const ENTRY = path.join(__dirname, 'rebuild-reader-entry.mjs');

/** A reader thread answering read requests by id; each answer a batch of opened events. */
const startReader = async (databaseUrl: string) => {
  const worker = new Worker(ENTRY, { workerData: { databaseUrl } });
  const waiting = new Map<
    number,
    { resolve: (events: StoredEvent[]) => void; reject: (error: Error) => void }
  >();
  let nextId = 1;
  let failed: Error | undefined;
  const fail = (error: Error) => {
    failed = error;
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) return resolve();
      const asked = waiting.get(answer.id);
      waiting.delete(answer.id);
      if (answer.error !== undefined) asked?.reject(new Error(answer.error));
      else asked?.resolve(answer.events!);
    });
    const stopped = (error: Error) => {
      reject(error);
      fail(error);
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`a rebuild reader exited with code ${code}`)));
  });
  await ready;
  return {
    read: (after: LogPosition, limit: number) =>
      new Promise<StoredEvent[]>((resolve, reject) => {
        if (failed) return reject(failed);
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        worker.postMessage({ id, after, limit } satisfies ReadRequest);
      }),
    stop: async () => {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
};

/** Where the batch of `size` events after `after` ends, or undefined when fewer are left. */
const batchEnd = async (db: SqlDatabase, after: LogPosition, size: number) => {
  const [end] = await db.query<LogPosition>(
    `select transaction_id::text as "transactionId", global_position::text as "globalPosition" from events
     where transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       and (transaction_id, global_position) > ($1::xid8, $2::bigint)
     order by transaction_id, global_position
     offset $3 limit 1`,
    [after.transactionId, after.globalPosition, size - 1],
  );
  return end;
};

/**
 * The log of the PostgreSQL event store read, decoded and opened by as many threads as the machine runs at once,
 * each with a connection of its own: this thread only finds where each batch ends and hands batches out, two
 * per thread ahead of the one being applied, and takes them back in log order. What is appended after the last
 * full batch is read here.
 */
export const readerBatches = (databaseUrl: string, threads = availableParallelism()): LogBatches =>
  async function* (from, size) {
    const db = await openDatabase({ databaseUrl, poolSize: 1 });
    const readers = await Promise.all(
      Array.from({ length: threads }, () => startReader(databaseUrl)),
    );
    try {
      const asked: Promise<StoredEvent[]>[] = [];
      let next: LogPosition | undefined = from;
      let turn = 0;
      let last = from;
      const askAhead = async () => {
        while (next && asked.length < 2 * threads) {
          asked.push(readAhead(readers[turn++ % threads]!.read(next, size)));
          next = await batchEnd(db, next, size);
        }
      };
      for (;;) {
        await askAhead();
        const events = await asked.shift();
        if (!events) break;
        if (events.length === 0) continue;
        last = events.at(-1)!.position;
        yield events;
      }
      for (;;) {
        const events = await readers[0]!.read(last, size);
        if (events.length === 0) return;
        last = events.at(-1)!.position;
        yield events;
      }
    } finally {
      await Promise.all(readers.map((reader) => reader.stop()));
      await db.close();
    }
  };
