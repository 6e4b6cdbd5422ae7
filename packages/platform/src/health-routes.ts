import { readiness, liveness, type HealthCheck } from '@harambee/database';
import { Router } from 'express';

/** GET /health (readiness) and GET /health/live (liveness), to mount at the root or under /api. */
export const healthRoutes = (check: HealthCheck) =>
  Router()
    .get('/health/live', (_req, res) => {
      const { status, body } = liveness(check.service);
      res.status(status).json(body);
    })
    .get('/health', async (_req, res) => {
      const { status, body } = await readiness(check);
      res.status(status).json(body);
    });
