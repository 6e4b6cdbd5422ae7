import type { EventStore } from '@harambee/events';
import {
  type ApiRoute,
  type Config,
  handle,
  parseInput,
  requireActor,
  success,
} from '@harambee/platform';
import { logger } from '@harambee/database';
import { projectionNames, readModelStatus, type ReadModelStore } from '@harambee/projector';
import { Router } from 'express';
import { z } from 'zod';

const rebuildRequest = z.strictObject({
  names: z.array(z.enum(projectionNames as [string, ...string[]])).default([]),
});

/**
 * Projection operations for an admin over HTTP. The embedded database belongs to this one process,
 * so a rebuild there runs here, while the old tables keep serving; on a server the CLI does the same.
 */
export const projectionOpsRoutes = (deps: {
  readModels: ReadModelStore;
  store: EventStore;
  config: Config;
}) =>
  Router()
    .get(
      '/ops/projections',
      handle(async (req, res) => {
        requireActor(req, deps.config.jwtSecret, 'admin');
        success(res, { projections: await readModelStatus(deps.readModels, deps.store) });
      }),
    )
    .post(
      '/ops/projections/rebuild',
      handle(async (req, res) => {
        const admin = requireActor(req, deps.config.jwtSecret, 'admin');
        const { names } = parseInput(rebuildRequest, req.body ?? {});
        logger.info('projection rebuild requested', { by: admin.userId, names });
        const rebuilt = await deps.readModels.rebuild({ store: deps.store, names });
        success(res, { rebuilt });
      }),
    );

export const projectionOpsDocs: ApiRoute[] = [
  {
    method: 'get',
    path: '/ops/projections',
    tag: 'operations',
    auth: 'admin',
    summary: "Each projection's checkpoint and how many events it is behind",
  },
  {
    method: 'post',
    path: '/ops/projections/rebuild',
    tag: 'operations',
    auth: 'admin',
    body: rebuildRequest,
    summary:
      'Rebuild the named projections (all when none is named) from the log while the old tables keep serving',
  },
];
