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
const transactions = new Map();
const subscriptions = new Map();
/** Transactions the other side gave up on before they opened (their begin timed out). */
const abandoned = new Set();

/** Opens a transaction that stays open, statement by statement, until the other side ends it. */
const begin = (id) =>
  new Promise((opened, failed) => {
    db.transaction(
      (tx) =>
        new Promise((commit, rollback) => {
          if (abandoned.delete(id)) return rollback(new Error('abandoned'));
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
      parentPort.postMessage({ notify: id, payload }),
    );
    subscriptions.set(id, unsubscribe);
  },
  unlisten: async ({ subscription }) => {
    await subscriptions.get(subscription)?.();
    subscriptions.delete(subscription);
  },
  close: () => db.close(),
};

parentPort.on('message', async (message) => {
  try {
    const result = await handlers[message.type](message);
    parentPort.postMessage({ id: message.id, result });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: plainError(error) });
  }
});
parentPort.postMessage({ ready: true });
