import express from 'express';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bornFor, expressBorn } from './express-born';

/** Serves one GET with `listener` and answers what it saw of the request and response as they came from Node. */
const firstSight = async (
  options: Parameters<typeof createServer>[0],
  listener: (req: IncomingMessage, res: ServerResponse) => void,
) => {
  const server = createServer(options, listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/hello`);
    return { status: answer.status, body: await answer.text() };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
};

describe('requests born for an express app', () => {
  it("when a server is made for an app, then its requests and responses come with the app's prototypes and are answered by it", async () => {
    const app = express().get('/hello', (req, res) => {
      res.send(`${req.path} ${req instanceof IncomingMessage} ${res instanceof ServerResponse}`);
    });
    let born: boolean[] = [];
    const answer = await firstSight(bornFor(app), (req, res) => {
      born = [
        Object.getPrototypeOf(req) === app.request,
        Object.getPrototypeOf(res) === app.response,
      ];
      app(req, res);
    });
    expect(born).toEqual([true, true]);
    expect(answer).toEqual({ status: 200, body: '/hello true true' });
  });

  it("when no app is named yet, then requests are Node's own", async () => {
    const { IncomingMessage: Request, ServerResponse: Response } = expressBorn();
    let prototypes: unknown[] = [];
    const answer = await firstSight(
      { IncomingMessage: Request, ServerResponse: Response },
      (req, res) => {
        prototypes = [Object.getPrototypeOf(req), Object.getPrototypeOf(res)];
        res.end('starting');
      },
    );
    expect(prototypes).toEqual([IncomingMessage.prototype, ServerResponse.prototype]);
    expect(answer).toEqual({ status: 200, body: 'starting' });
  });
});
