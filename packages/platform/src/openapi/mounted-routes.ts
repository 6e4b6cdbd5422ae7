import { openApiPath } from './openapi-document';

/** A layer of an express router, as its `stack` holds it. */
export type Layer = {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[]; length: number };
};

export const mountPath = (layer: Layer) =>
  typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';

/**
 * Every "method /path" an express app or router answers, walking the routers mounted inside it, with
 * paths in OpenAPI form ('/v1/posts/{id}'). Routes matched by a regular expression are left out.
 */
export const mountedRoutes = (router: { stack: unknown[] }, prefix = ''): string[] =>
  (router.stack as Layer[]).flatMap((layer) => {
    const { route, handle } = layer;
    if (route) {
      if (typeof route.path !== 'string') return [];
      const path = prefix && route.path === '/' ? prefix : prefix + route.path;
      return Object.keys(route.methods).map((method) => `${method} ${openApiPath(path)}`);
    }
    return handle.stack ? mountedRoutes({ stack: handle.stack }, prefix + mountPath(layer)) : [];
  });
