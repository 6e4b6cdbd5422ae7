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
const subscriptions = new Map();

/*
 * Whose turn it is on PGlite, one at a time: a statement on its own, or a transaction. A transaction's turn is given
 * (its begin answered) before PGlite is opened for it: PGlite opens it at its first statement, which the other side
 * waits for synchronously, so until then statements on their own go on running rather than PGlite sitting locked
 * while the other side's event loop, busy with requests, gets round to the answer. The first statement then waits at
 * most for the one statement running; once a transaction is open nothing else runs until it ends (issue 47).
 */
const solos = [];
const begins = [];
let soloRunning = false;
/** The transaction whose turn it is: { id, opening?, open?: { tx, commit, rollback }, ended?, wantsOpen? }. */
let turn;

const next = () => {
  if (!turn && begins.length > 0) {
    const { id, granted } = begins.shift();
    turn = { id };
    granted();
  }
  if (soloRunning || turn?.opening || turn?.open) return;
  if (turn?.wantsOpen) {
    const go = turn.wantsOpen;
    turn.wantsOpen = undefined;
    turn.opening = true;
    return go();
  }
  const solo = solos.shift();
  if (!solo) return;
  soloRunning = true;
  solo();
};

/** Runs `work` on PGlite when no transaction is open and no other statement runs. */
const alone = async (work) => {
  await new Promise((go) => {
    solos.push(go);
    next();
  });
  try {
    return await work();
  } finally {
    soloRunning = false;
    next();
  }
};

/** The transaction's turn: answered once the transactions begun before it have ended. */
const begin = (id) =>
  new Promise((granted) => {
    begins.push({ id, granted });
    next();
  });

/** Opens PGlite for the transaction whose turn it is, once the statement running alone is done. */
const open = async (t) => {
  if (soloRunning) await new Promise((go) => (t.wantsOpen = go));
  t.opening = true;
  try {
    await new Promise((opened, failed) => {
      db.transaction(
        (tx) =>
          new Promise((commit, rollback) => {
            t.open = { tx, commit, rollback };
            opened();
          }),
      ).then(
        () => t.ended(),
        (error) => (t.open ? t.ended(error) : failed(error)),
      );
    });
  } finally {
    t.opening = false;
    if (!t.open) next();
  }
};

/** Where a statement runs: alone, or in its transaction, which is opened at its first. */
const run = async (txId, work) => {
  if (txId === undefined) return alone(() => work(db));
  const t = turn;
  if (t?.id !== txId) throw new Error(`No open transaction ${txId}`);
  if (!t.open) await open(t);
  return work(t.open.tx);
};

/**
 * Ends transaction `id` and answers once PGlite has committed or rolled it back; one whose turn has not come (the
 * other side gave up waiting for its begin) leaves the queue, one never opened has nothing to end.
 */
const end = async (id, commit) => {
  const queued = begins.findIndex((waiting) => waiting.id === id);
  if (queued >= 0) {
    begins.splice(queued, 1);
    if (commit) throw new Error(`No open transaction ${id} to commit`);
    return;
  }
  const t = turn;
  if (t?.id !== id) {
    if (commit) throw new Error(`No open transaction ${id} to commit`);
    return;
  }
  try {
    if (t.open)
      await new Promise((resolve, reject) => {
        t.ended = (error) => (error && commit ? reject(error) : resolve());
        if (commit) t.open.commit();
        else t.open.rollback(new Error('rolled back'));
      });
  } finally {
    turn = undefined;
    next();
  }
};

const handlers = {
  query: ({ txId, text, params, copied }) =>
    run(txId, async (target) => {
      const options = copied === undefined ? undefined : { blob: new Blob([copied]) };
      const { rows, command, rowCount } = await target.query(text, params, options);
      return { rows, command, rowCount };
    }),
  exec: ({ txId, text }) =>
    run(txId, async (target) =>
      (await target.exec(text)).map(({ command, rowCount }) => ({ command, rowCount })),
    ),
  begin: ({ id }) => begin(id),
  commit: ({ txId }) => end(txId, true),
  rollback: ({ txId }) => end(txId, false),
  listen: ({ id, channel }) =>
    alone(async () => {
      const unsubscribe = await db.listen(channel, (payload) =>
        parentPort.postMessage({ notify: id, payload }),
      );
      subscriptions.set(id, unsubscribe);
    }),
  unlisten: ({ subscription }) =>
    alone(async () => {
      await subscriptions.get(subscription)?.();
      subscriptions.delete(subscription);
    }),
  close: () => db.close(),
};

/** A statement of an open transaction is answered on the port the other side reads synchronously, and told by the flag. */
const { inline } = workerData;
const answer = (message, reply) => {
  if (!message.inline) return parentPort.postMessage(reply);
  inline.port.postMessage(reply);
  Atomics.store(inline.raised, 0, 1);
  Atomics.notify(inline.raised, 0);
};

parentPort.on('message', async (message) => {
  try {
    const result = await handlers[message.type](message);
    answer(message, { id: message.id, result });
  } catch (error) {
    answer(message, { id: message.id, error: plainError(error) });
  }
});
parentPort.postMessage({ ready: true });
