import { liveness, logger, readiness } from '@harambee/database';
import { createServer } from 'node:http';
import { projectorLagSeconds } from './lag';
import { openConfiguredStore } from './open-store';
import { startConfiguredProjector } from './configured-projector';

/** The projector as a process of its own: follows the log (or the Kafka topic), answers GET /health on PORT. */
const main = async () => {
  const { config, db, store, readModels, closeStore } = await openConfiguredStore();
  const projector = await startConfiguredProjector(config, { db, store, readModels });
  const check = {
    service: 'projector',
    db,
    lagSeconds: () => projectorLagSeconds(readModels, store),
    maxLagSeconds: config.readinessMaxLagSeconds,
  };
  const health = createServer(async (req, res) => {
    const answer =
      req.method !== 'GET'
        ? undefined
        : req.url === '/health'
          ? await readiness(check)
          : req.url === '/health/live'
            ? liveness('projector')
            : undefined;
    res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer?.body ?? { status: 'fail', message: 'Not found' }));
  });
  health.listen(config.port, () => logger.info('projector started', { port: config.port }));
  // The batch under way is finished and committed before the pool closes.
  const stop = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    health.close();
    await projector.stop();
    await closeStore();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error) => {
  logger.error('projector failed to start', { error: String(error) });
  process.exit(1);
});
