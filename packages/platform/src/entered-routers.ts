import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import { type Layer, mountPath } from './openapi/mounted-routes';

/** Express answers OPTIONS itself from the routes a router holds, so such a request enters every router. */
const answersItself = (req: Request) => req.method === 'OPTIONS';

/**
 * `handler` (a router or a middleware), run only for a request `could` let in: the others pass on at once, instead
 * of matching each of a router's layers (and, once a layer inside has passed them on, leaving on the next turn of the
 * event loop, as express defers a router's exit). A router's `stack` stays in view, so its routes are still listed.
 */
export const onlyFor = <H extends RequestHandler>(could: (req: Request) => boolean, handler: H) =>
  Object.assign<RequestHandler, object>(
    (req, res, next) => (answersItself(req) || could(req) ? handler(req, res, next) : next()),
    'stack' in handler ? { stack: handler.stack } : {},
  ) as RequestHandler & Pick<H, 'stack' & keyof H>;

/** The GETs (and so HEADs) of the read side: a write passes it by. */
export const readsOnly = <H extends RequestHandler>(handler: H) =>
  onlyFor((req) => req.method === 'GET' || req.method === 'HEAD', handler);

type Entry = { method: string; prefix: string };
const ANY = 'any request';

/**
 * Up to a route's first parameter or wildcard, in lower case (express matches paths in any case), without a closing
 * slash (a router's `/` answers at its mount path).
 */
const fixedStart = (path: string) =>
  path
    .split(/[:*{(]/)[0]!
    .replace(/\/+$/, '')
    .toLowerCase();

const entriesOf = (stack: Layer[], mountedAt = ''): Entry[] | typeof ANY => {
  const entries: Entry[] = [];
  for (const layer of stack) {
    const { route, handle } = layer;
    if (handle.length === 4) continue; // an error handler answers only what its router already entered
    if (route && typeof route.path === 'string') {
      const prefix = fixedStart(mountedAt + route.path);
      entries.push(...Object.keys(route.methods).map((method) => ({ method, prefix })));
    } else if (!route && handle.stack && typeof layer.rawPath === 'string') {
      const inner = entriesOf(handle.stack, mountedAt + mountPath(layer));
      if (inner === ANY) return ANY;
      entries.push(...inner);
    } else return ANY;
  }
  return entries.some((entry) => entry.method === '_all') ? ANY : entries;
};

/** The path below the request's mount, in lower case: asked by router after router, so the last one is kept. */
let lastUrl = '';
let lastPath = '';
const lowerPathOf = (req: Request) => {
  if (req.url !== lastUrl) {
    lastUrl = req.url;
    lastPath = req.path.toLowerCase();
  }
  return lastPath;
};

/** Whether a request could reach one of `entries`: its method's, or GET's for a HEAD, starting its path. */
const couldReach = (entries: Entry[] | typeof ANY) => {
  if (entries === ANY) return () => true;
  const starts = new Map<string, string[]>();
  for (const { method, prefix } of entries) {
    const methods = method === 'get' ? ['GET', 'HEAD'] : [method.toUpperCase()];
    for (const each of methods) starts.set(each, [...(starts.get(each) ?? []), prefix]);
  }
  return (req: Request) => {
    const methodStarts = starts.get(req.method);
    if (!methodStarts) return false;
    const path = lowerPathOf(req);
    for (const start of methodStarts) if (path.startsWith(start)) return true;
    return false;
  };
};

/**
 * The routers as one handler that enters, in their order, only those with a route the request could reach (by
 * method and the path's fixed start, read from their routes when the first request comes): a gift's POST goes
 * through the few routers that could answer it, not through every form's. Their routes are still listed.
 */
export const entered = (...routers: Router[]) => {
  let coulds: ((req: Request) => boolean)[] | undefined;
  // Made once, not a closure per request: each router passes on to the next one the request could reach.
  const enterFrom = (at: number, req: Request, res: Response, next: NextFunction): void => {
    for (let index = at; index < routers.length; index++)
      if (answersItself(req) || coulds![index]!(req)) {
        routers[index]!(req, res, (error?: unknown) =>
          error ? next(error) : enterFrom(index + 1, req, res, next),
        );
        return;
      }
    next();
  };
  const handler: RequestHandler = (req, res, next) => {
    coulds ??= routers.map((router) => couldReach(entriesOf(router.stack as Layer[])));
    enterFrom(0, req, res, next);
  };
  return Object.assign(handler, { stack: routers.flatMap((router) => router.stack) });
};
