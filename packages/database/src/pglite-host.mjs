// The embedded PostgreSQL on its own thread, so its work does not hold up the request loop. Plain JavaScript:
// a worker runs it as it is, from the sources under tsx and under Jest alike. Its other side: pglite-worker.ts.
import { PGlite } from '@electric-sql/pglite';
import { parentPort, workerData } from 'node:worker_threads';

/** An error as plain fields, so `code`, `constraint`, `detail` and the rest cross the thread boundary. */
const plainError = (error) => {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error))
    if (value === null || typeof value !== 'object') fields[key] = value;
  return fields;
};

const db = await PGlite.create(workerData.dataDir);

/**
 * Answers one side's messages: the thread that started this one, or another thread given a port of its own
 * (`connect`). Each side numbers its own calls, so each has its own open transactions and subscriptions.
 */
const serve = (port) => {
  const transactions = new Map();
  const subscriptions = new Map();
  /** Transactions the other side gave up on before they opened (their begin timed out). */
  const abandoned = new Set();
  /** Set once the other side has gone: a transaction that opens after that is rolled back at once. */
  let gone = false;

  /** Opens a transaction that stays open, statement by statement, until the other side ends it. */
  const begin = (id) =>
    new Promise((opened, failed) => {
      db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            if (gone || abandoned.delete(id)) return rollback(new Error('abandoned'));
            transactions.set(id, { tx, commit, rollback });
            opened();
          }),
      ).then(
        () => transactions.get(id).ended(),
        (error) => {
          const open = transactions.get(id);
          if (open) open.ended(error);
          else failed(error);
        },
      );
    });

  /** Ends transaction `id` and answers once PGlite has committed or rolled it back. */
  const end = (id, commit) =>
    new Promise((resolve, reject) => {
      const open = transactions.get(id);
      if (!open && commit) return reject(new Error(`No open transaction ${id} to commit`));
      if (!open) {
        abandoned.add(id);
        return resolve();
      }
      open.ended = (error) => {
        transactions.delete(id);
        if (error && commit) reject(error);
        else resolve();
      };
      if (commit) open.commit();
      else open.rollback(new Error('rolled back'));
    });

  const target = (txId) => (txId === undefined ? db : transactions.get(txId).tx);

  const unlisten = async (subscription) => {
    await subscriptions.get(subscription)?.();
    subscriptions.delete(subscription);
  };

  const handlers = {
    query: async ({ txId, text, params, copied }) => {
      const options = copied === undefined ? undefined : { blob: new Blob([copied]) };
      const { rows, command, rowCount } = await target(txId).query(text, params, options);
      return { rows, command, rowCount };
    },
    exec: async ({ txId, text }) =>
      (await target(txId).exec(text)).map(({ command, rowCount }) => ({ command, rowCount })),
    begin: ({ id }) => begin(id),
    commit: ({ txId }) => end(txId, true),
    rollback: ({ txId }) => end(txId, false),
    listen: async ({ id, channel }) => {
      const unsubscribe = await db.listen(channel, (payload) =>
        port.postMessage({ notify: id, payload }),
      );
      subscriptions.set(id, unsubscribe);
    },
    unlisten: ({ subscription }) => unlisten(subscription),
    connect: ({ port: other }) => serve(other),
    close: () => db.close(),
  };

  // A side that closes its port, or whose thread ends, leaves nothing open: PGlite would stay held for good.
  port.on('close', async () => {
    gone = true;
    for (const id of [...transactions.keys()]) await end(id, false);
    for (const subscription of [...subscriptions.keys()]) await unlisten(subscription);
  });

  port.on('message', async (message) => {
    try {
      const result = await handlers[message.type](message);
      port.postMessage({ id: message.id, result });
    } catch (error) {
      port.postMessage({ id: message.id, error: plainError(error) });
    }
  });
};

serve(parentPort);
parentPort.postMessage({ ready: true });
