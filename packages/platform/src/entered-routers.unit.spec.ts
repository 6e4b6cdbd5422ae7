import express, { type RequestHandler, Router } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { entered, readsOnly } from './entered-routers';
import { mountedRoutes } from './openapi/mounted-routes';

const answer =
  (text: string): RequestHandler =>
  (_req, res) => {
    res.send(text);
  };

const blog = () =>
  Router()
    .get('/v1/posts/:id', answer('post'))
    .post('/v1/posts', answer('posted'))
    .use('/v1/mailbox', Router().get('/', answer('mailbox')))
    .use('/v1/admin', Router().patch('/posts/:id', answer('edited')));

/** The app answers `passed on at once` when the request left the router before the turn of the event loop ended. */
const appWith = (router: RequestHandler) => {
  let turn = 0;
  return express()
    .use((_req, res, next) => {
      res.locals.turn = ++turn;
      next();
      turn += 1;
    })
    .use(router)
    .use((_req, res) => {
      res.send(res.locals.turn === turn ? 'passed on at once' : 'passed on later');
    });
};

let server: Server;
const serve = async (app: express.Express) => {
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};
afterEach(() => new Promise((resolve) => server.close(resolve)));

const answerTo = async (url: string, method: string, path: string) => {
  const response = await fetch(`${url}${path}`, { method });
  return method === 'HEAD' ? String(response.status) : response.text();
};

describe('a router entered only by requests its routes could answer', () => {
  it('when a request could reach one of its routes, in any case of the path, then the route answers', async () => {
    const url = await serve(appWith(entered(blog())));
    expect(await answerTo(url, 'GET', '/V1/Posts/7')).toBe('post');
    expect(await answerTo(url, 'HEAD', '/v1/posts/7')).toBe('200');
    expect(await answerTo(url, 'POST', '/v1/posts/')).toBe('posted');
    expect(await answerTo(url, 'PATCH', '/v1/admin/posts/7')).toBe('edited');
    expect(await answerTo(url, 'GET', '/v1/mailbox')).toBe('mailbox');
  });

  it('when no route could answer it, then it passes the router by at once, where walking it would have waited', async () => {
    const url = await serve(appWith(entered(blog())));
    expect(await answerTo(url, 'PATCH', '/v1/admin/comments/7')).toBe('passed on at once');
    expect(await answerTo(url, 'PATCH', '/v1/admin/posts/7/pin')).toBe('passed on later');
    server.close();
    const walked = await serve(appWith(blog()));
    expect(await answerTo(walked, 'PATCH', '/v1/admin/comments/7')).toBe('passed on later');
  });

  it('when several routers are given, then a request goes through those that could answer it, in their order', async () => {
    const pin = Router().patch('/v1/admin/posts/:id/pin', answer('pinned'));
    const url = await serve(appWith(entered(blog(), pin)));
    expect(await answerTo(url, 'PATCH', '/v1/admin/posts/7/pin')).toBe('pinned');
    expect(await answerTo(url, 'PATCH', '/v1/admin/posts/7')).toBe('edited');
    expect(await answerTo(url, 'PATCH', '/v1/admin/comments/7')).toBe('passed on at once');
    expect(mountedRoutes(entered(blog(), pin))).toContain('patch /v1/admin/posts/{id}/pin');
  });

  it('when the router has middleware of its own, then every request enters it', async () => {
    const url = await serve(appWith(entered(blog().use(express.json()))));
    expect(await answerTo(url, 'PATCH', '/v1/admin/comments/7')).toBe('passed on later');
  });

  it('when asked OPTIONS, then express still answers with the methods of the path', async () => {
    const url = await serve(appWith(readsOnly(blog())));
    const response = await fetch(`${url}/v1/posts`, { method: 'OPTIONS' });
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('when the router serves reads only, then a write passes it by at once and its routes are still listed', async () => {
    const url = await serve(appWith(readsOnly(blog())));
    expect(await answerTo(url, 'GET', '/v1/posts/7')).toBe('post');
    expect(await answerTo(url, 'PATCH', '/v1/admin/posts/7')).toBe('passed on at once');
    expect(mountedRoutes(express().use('/api', readsOnly(blog())).router)).toEqual([
      'get /api/v1/posts/{id}',
      'post /api/v1/posts',
      'get /api/v1/mailbox',
      'patch /api/v1/admin/posts/{id}',
    ]);
  });
});
