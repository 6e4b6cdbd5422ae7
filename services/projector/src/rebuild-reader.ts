import type { LogPosition } from '@harambee/eventstore';
import type { StoredEvent } from '@harambee/events';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { batchesReadAhead, type LogBatches } from './rebuild-log';

export type ReadRequest = { after: LogPosition; limit: number };
/** What the reader thread is started with: the server, and the event types the rebuild folds (only those opened). */
export type ReaderData = { databaseUrl: string; folded: readonly string[] };
export type ReadAnswer = { events: StoredEvent[] } | { error: string };

const ENTRY = path.join(__dirname, 'rebuild-reader-entry.mjs');

/** One thread reading, decoding and opening the batches asked of it, one at a time, on a connection of its own. */
const startReader = (data: ReaderData) => {
  const worker = new Worker(ENTRY, { workerData: data });
  let failed: Error | undefined;
  let waiting: { resolve: (events: StoredEvent[]) => void; reject: (error: Error) => void }[] = [];
  const fail = (error: Error) => {
    failed ??= error;
    for (const asked of waiting) asked.reject(failed);
    waiting = [];
  };
  worker.on('message', (answer: ReadAnswer) => {
    const asked = waiting.shift();
    if ('error' in answer) asked?.reject(new Error(answer.error));
    else asked?.resolve(answer.events);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the rebuild's log reader exited with code ${code}`)));
  return {
    read: (after: LogPosition, limit: number) =>
      new Promise<StoredEvent[]>((resolve, reject) => {
        if (failed) return reject(failed);
        waiting.push({ resolve, reject });
        worker.postMessage({ after, limit } satisfies ReadRequest);
      }),
    stop: async () => {
      worker.removeAllListeners('exit');
      await worker.terminate();
    },
  };
};

/**
 * The log of the PostgreSQL event store at `databaseUrl`, read, decoded and opened on a thread of its own, the next
 * batch while this thread applies the last: this thread then only applies them. Only the events of the `folded`
 * types have their personal fields opened.
 */
export const readerThreadBatches = (data: ReaderData): LogBatches =>
  async function* (from, size) {
    const reader = startReader(data);
    try {
      yield* batchesReadAhead(reader.read)(from, size);
    } finally {
      await reader.stop();
    }
  };
