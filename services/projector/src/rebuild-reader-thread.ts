import { openDatabase } from '@harambee/database';
import { createPostgresEventStore } from '@harambee/events';
import { parentPort, workerData } from 'node:worker_threads';
import type { ReadRequest } from './rebuild-readers';

/** One reader of a rebuild: reads, decodes and opens the batches it is asked for, on a connection of its own. */
const start = async () => {
  const db = await openDatabase({
    databaseUrl: (workerData as { databaseUrl: string }).databaseUrl,
    poolSize: 1,
  });
  const store = createPostgresEventStore(db);
  parentPort!.on('message', ({ id, after, limit }: ReadRequest) => {
    store.readAll(after, limit).then(
      (events) => parentPort!.postMessage({ id, events }),
      (error: unknown) =>
        parentPort!.postMessage({ id, error: String((error as Error)?.stack ?? error) }),
    );
  });
  parentPort!.postMessage({ ready: true });
};

void start();
