import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
};
/** `delayMs`: the answer goes out only after this long, like a provider that hangs past the caller's timeout. */
export type FakeAnswer = { status: number; json: unknown; delayMs?: number };
export type FakeRoute = (request: ReceivedRequest) => FakeAnswer | undefined;

/** A local HTTP stand-in for a provider's API: answers with `route`, remembers every request it got. */
export const startFakeProviderServer = async (route: FakeRoute) => {
  const received: ReceivedRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(request);
      const answer = route(request) ?? {
        status: 404,
        json: { error: { message: `No fake for ${request.method} ${request.path}` } },
      };
      const respond = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.json));
      };
      if (answer.delayMs) setTimeout(respond, answer.delayMs).unref();
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
