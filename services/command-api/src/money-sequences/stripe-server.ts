import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ReceivedRequest } from '../payments/testing/fake-provider-server';
import type { Fault } from './model-provider';

/** What the account answers a call: a reply, or nothing sent back (`drop`, after it was done or not). */
export type StripeReply = { status: number; json: unknown; headers?: Record<string, string> };
export type StripeAccount = (request: ReceivedRequest) => StripeReply | 'down' | 'lostAnswer';

/** Where Stripe's API is for the whole run, and the secrets its sequences' accounts share. */
export const STRIPE_MODEL_SECRET = 'sk_test_money_sequences';
export const STRIPE_MODEL_WEBHOOK_SECRET = 'whsec_money_sequences';

const HOUR_MS = 3_600_000;

/**
 * Stripe's idempotency as it documents it: a POST's first result under an `Idempotency-Key` (errors of the server
 * included, not refusals of the request) is the answer to every later request with that key, as it was then, for 24
 * hours.
 */
export const idempotentReplies = (now: () => Date) => {
  const kept = new Map<string, { at: number; reply: StripeReply }>();
  return {
    replay: (key: string | undefined) => {
      const earlier = key ? kept.get(key) : undefined;
      return earlier && now().getTime() - earlier.at < 24 * HOUR_MS ? earlier.reply : undefined;
    },
    keep: (key: string | undefined, reply: StripeReply) => {
      if (key && (reply.status < 400 || reply.status >= 500))
        kept.set(key, { at: now().getTime(), reply: JSON.parse(JSON.stringify(reply)) });
    },
  };
};

/** Which of our calls to Stripe a fault in the model's terms waits for: only a refund is one of ours there. */
export const stripeFaultOn = (on: Fault['on'], { method, path }: ReceivedRequest) =>
  on === '/refund' && method === 'POST' && path.startsWith('/v1/refunds');

/**
 * One local HTTP server for the whole run standing in for Stripe's API (our Stripe client speaks Node's HTTP, not
 * `fetch`), answering each call from the account of the sequence running now: starting it once is fast enough, a new
 * account per sequence keeps them apart. A call the account drops is answered by a closed connection.
 */
const startStripeServer = async () => {
  let account: StripeAccount = () => ({ status: 503, json: { error: { type: 'api_error' } } });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const reply = account({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      if (reply === 'down' || reply === 'lostAnswer') return void res.socket?.destroy();
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The account that answers from now on: the next sequence's. */
    use: (next: StripeAccount) => void (account = next),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

let starting: ReturnType<typeof startStripeServer> | undefined;
let started: Awaited<ReturnType<typeof startStripeServer>> | undefined;

/** The run's Stripe server, started by the first sequence that needs it. */
export const stripeServer = async () => (started = await (starting ??= startStripeServer()));
/** The server already started: a world through Stripe is made after `stripeServer()` was awaited. */
export const startedStripeServer = () => {
  if (!started) throw new Error('Start the Stripe server first: await stripeServer()');
  return started;
};
/** The run is over: its server closes. */
export const stopStripeServer = async () => {
  await started?.stop();
  starting = undefined;
  started = undefined;
};
