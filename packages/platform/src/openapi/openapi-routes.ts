import { Router } from 'express';
import type { ApiRoute } from './api-route';
import { openApiDocument } from './openapi-document';

const documentRoute: ApiRoute = {
  method: 'get',
  path: '/openapi.json',
  tag: 'meta',
  auth: 'public',
  summary: 'This OpenAPI document',
};

/** GET /openapi.json describing the given routes (and itself): mount it beside the routers it describes. */
export const openApiRoutes = (routes: readonly ApiRoute[]) => {
  const document = openApiDocument([documentRoute, ...routes]);
  return Router().get('/openapi.json', (_req, res) => {
    res.json(document);
  });
};
