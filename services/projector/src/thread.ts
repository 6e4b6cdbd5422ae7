import { logger } from '@harambee/database';
import type { Config } from '@harambee/platform';
import path from 'node:path';
import { type MessagePort, Worker } from 'node:worker_threads';

export type FromThread =
  { type: 'started' } | { type: 'stopped' } | { type: 'failed'; error: string };

const ENTRY = path.join(__dirname, 'thread-entry.mjs');
const STOP_TIMEOUT_MS = 10_000;
const RESTART_DELAY_MS = 1_000;

/** Waits for the thread's next message of these types, or its end. */
const next = (worker: Worker, types: FromThread['type'][]) =>
  new Promise<FromThread>((resolve, reject) => {
    const settle = () => {
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      worker.off('error', onError);
    };
    const onMessage = (message: FromThread) => {
      if (!types.includes(message.type)) return;
      settle();
      resolve(message);
    };
    const onExit = (code: number) => {
      settle();
      reject(new Error(`the projector thread exited with code ${code}`));
    };
    const onError = (error: Error) => {
      settle();
      reject(error);
    };
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.on('error', onError);
  });

/** Where the thread's database is: the configured one, or the embedded one this process runs, through a port. */
export type ThreadDatabase = { pglitePort?: MessagePort };

const startThread = async (config: Config, database: () => Promise<ThreadDatabase>) => {
  const { pglitePort } = await database();
  const worker = new Worker(ENTRY, {
    workerData: { config, pglitePort },
    transferList: pglitePort ? [pglitePort] : [],
  });
  const first = await next(worker, ['started', 'failed']).catch((error: unknown) => ({
    type: 'failed' as const,
    error: String(error),
  }));
  if (first.type === 'failed') {
    await worker.terminate();
    throw new Error(`The projector thread did not start: ${first.error}`);
  }
  return worker;
};

/**
 * The projector on a thread of its own (PROJECTOR_THREAD=worker), so the request loop never waits for a batch and
 * a batch never waits for requests. It opens its own connections from the same configuration, or reaches the
 * embedded database through a port `database` gives each start. A thread that ends unasked is logged and started
 * again; `stop` lets the batch under way commit.
 */
export const startProjectorThread = async (
  config: Config,
  database: () => Promise<ThreadDatabase> = async () => ({}),
) => {
  let stopping = false;
  let worker = await startThread(config, database);
  const restartLater = () =>
    setTimeout(() => {
      if (stopping) return;
      startThread(config, database).then(
        (restarted) => {
          if (stopping) return void restarted.terminate();
          watch((worker = restarted));
        },
        (error: unknown) => {
          logger.error('projector thread did not start again', { error: String(error) });
          restartLater();
        },
      );
    }, RESTART_DELAY_MS).unref();
  const watch = (running: Worker) => {
    running.on('error', (error) =>
      logger.error('projector thread failed', { error: String(error) }),
    );
    running.once('exit', (code) => {
      if (stopping) return;
      logger.error('projector thread stopped; starting it again', { code });
      restartLater();
    });
  };
  watch(worker);
  return {
    stop: async () => {
      stopping = true;
      // -1 once the thread has ended (it may be waiting to be started again).
      if (worker.threadId === -1) return;
      const stopped = next(worker, ['stopped']).catch(() => undefined);
      worker.postMessage('stop');
      const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
      await Promise.race([stopped, timeout]);
      await worker.terminate();
    },
  };
};
