import path from 'node:path';
import { MessageChannel, type MessagePort, Worker } from 'node:worker_threads';
import { logger } from './logger';

/** What the code asks of PGlite: a PGlite instance has it, and so has `PgliteThread`. */
/** What a statement did, by its command tag: whether it changed rows is told by these (the traffic counter's). */
export type StatementOutcome = { command?: string; rowCount?: number };

export interface EmbeddedQueries {
  query<R>(
    text: string,
    params?: unknown[],
    options?: { blob?: Blob },
  ): Promise<{ rows: R[] } & StatementOutcome>;
  exec(text: string): Promise<StatementOutcome[]>;
}

export interface EmbeddedDatabase extends EmbeddedQueries {
  transaction<T>(work: (tx: EmbeddedQueries) => Promise<T>): Promise<T>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const HOST = path.join(__dirname, 'pglite-host.mjs');
/** Opening a large persisted database on a busy machine takes a while, however short calls must be. */
const START_TIMEOUT_MS = 120_000;

type Waiting = {
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};
type Reply =
  | { ready: true }
  | { notify: number; payload: string }
  | { id: number; result?: unknown; error?: Record<string, unknown> };

class Unanswered extends Error {}

/** 57P01 (the server ended the session): callers treat it as the database being away, a 503 to retry. */
const stoppedError = (reason: string) =>
  Object.assign(new Error(`The embedded database thread stopped: ${reason}`), { code: '57P01' });

/** The error the thread sent, with its `code`, `constraint`, `detail` and the rest, as PGlite threw it. */
const rebuilt = ({ message, ...fields }: Record<string, unknown>) =>
  Object.assign(new Error(String(message)), fields);

/**
 * PGlite run on a worker thread (pglite-host.mjs): statements go by message with ids, transactions stay
 * open by id across messages, NOTIFY comes back as messages. If the thread dies every waiting call and
 * every later one rejects, and each wait gives up after `timeoutMs`. Another thread reaches the same database
 * through a port of its own (`connection`, then `through` on that thread).
 */
export class PgliteThread implements EmbeddedDatabase {
  private readonly waiting = new Map<number, Waiting>();
  private readonly listeners = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private stopped?: Error;

  private constructor(
    private readonly channel: Worker | MessagePort,
    private readonly timeoutMs: number,
  ) {
    // Idle, the thread does not keep the process alive (PGlite on the main thread does not either).
    channel.unref();
    channel.on('message', (reply: Reply) => this.received(reply));
    if (channel instanceof Worker) {
      channel.on('error', (error) => this.stop(`it failed (${error.message})`));
      channel.on('exit', (code) => this.stop(`it exited with code ${code}`));
    } else channel.on('close', () => this.stop('its port was closed'));
  }

  static async create(dataDir: string | undefined, timeoutMs: number) {
    const worker = new Worker(HOST, { workerData: { dataDir } });
    const thread = new PgliteThread(worker, timeoutMs);
    await thread.wait(0, 'start', START_TIMEOUT_MS).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    return thread;
  }

  /** The database through a port `connection` made on another thread; closing it leaves the database open. */
  static through(port: MessagePort, timeoutMs: number) {
    return new PgliteThread(port, timeoutMs);
  }

  /** A port for another thread to reach this database through (`through` there), with its own transactions. */
  async connection() {
    const { port1, port2 } = new MessageChannel();
    await this.call('connect', { port: port2 }, this.nextId++, [port2]);
    return port1;
  }

  query<R>(text: string, params?: unknown[], options?: { blob?: Blob }) {
    return this.queryIn<R>(undefined, text, params, options?.blob);
  }

  exec(text: string) {
    return this.call('exec', { text }) as Promise<StatementOutcome[]>;
  }

  async transaction<T>(work: (tx: EmbeddedQueries) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    await this.call('begin', {}, txId).catch((error: unknown) => {
      // Opened later, it would hold PGlite for good: the thread rolls it back as soon as it opens.
      if (error instanceof Unanswered) void this.call('rollback', { txId }).catch(() => undefined);
      throw error;
    });
    let result: T;
    try {
      result = await work({
        query: (text, params, options) => this.queryIn(txId, text, params, options?.blob),
        exec: (text) => this.call('exec', { txId, text }) as Promise<StatementOutcome[]>,
      });
    } catch (error) {
      await this.call('rollback', { txId }).catch(() => undefined);
      throw error;
    }
    await this.call('commit', { txId });
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void) {
    const subscription = this.nextId++;
    this.listeners.set(subscription, onPayload);
    await this.call('listen', { channel }, subscription).catch((error: unknown) => {
      this.listeners.delete(subscription);
      throw error;
    });
    return async () => {
      this.listeners.delete(subscription);
      await this.call('unlisten', { subscription });
    };
  }

  async close() {
    if (this.stopped) return;
    if (this.channel instanceof Worker) {
      await this.call('close', {});
      this.stop('it was closed');
      await this.channel.terminate();
    } else {
      this.stop('it was closed');
      this.channel.close();
    }
  }

  /** Ends the thread as a crash would (for tests of what callers see then). */
  async kill() {
    if (this.channel instanceof Worker) await this.channel.terminate();
    else this.channel.close();
  }

  private async queryIn<R>(
    txId: number | undefined,
    text: string,
    params?: unknown[],
    blob?: Blob,
  ) {
    // A COPY's rows cross the thread boundary as text: the other side makes them a Blob again.
    const copied = blob && (await blob.text());
    return (await this.call('query', { txId, text, params, copied })) as {
      rows: R[];
    } & StatementOutcome;
  }

  private call(type: string, fields: object, id = this.nextId++, transfer: MessagePort[] = []) {
    if (this.stopped) return Promise.reject(this.stopped);
    const answer = this.wait(id, type);
    this.channel.postMessage({ type, id, ...fields }, transfer);
    return answer;
  }

  private wait(id: number, what: string, timeoutMs = this.timeoutMs) {
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.settled(id);
        reject(
          new Unanswered(`The embedded database did not answer (${what}) within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      this.channel.ref();
    });
  }

  private settled(id: number) {
    const waiting = this.waiting.get(id);
    if (!waiting) return undefined;
    clearTimeout(waiting.timer);
    this.waiting.delete(id);
    if (this.waiting.size === 0) this.channel.unref();
    return waiting;
  }

  private received(reply: Reply) {
    if ('notify' in reply) return this.listeners.get(reply.notify)?.(reply.payload);
    const waiting = this.settled('ready' in reply ? 0 : reply.id);
    if (!waiting) return;
    if ('error' in reply && reply.error) waiting.reject(rebuilt(reply.error));
    else waiting.resolve('result' in reply ? reply.result : undefined);
  }

  private stop(reason: string) {
    if (this.stopped) return;
    this.stopped = stoppedError(reason);
    if (reason !== 'it was closed') logger.error('embedded database thread stopped', { reason });
    for (const id of [...this.waiting.keys()]) this.settled(id)?.reject(this.stopped);
    this.listeners.clear();
  }
}
