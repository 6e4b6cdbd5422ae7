import { logger } from '@harambee/platform';
import { createServer } from 'node:http';
import { openConfiguredStore } from './open-store';
import { startProjector } from './runner';

/** The projector as a process of its own: follows the log, answers GET /health on PORT. */
const main = async () => {
  const { config, db, store } = await openConfiguredStore();
  const projector = await startProjector({ db, store });
  const health = createServer((req, res) => {
    const ok = req.method === 'GET' && req.url === '/health';
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        ok
          ? { status: 'success', data: { service: 'projector' } }
          : { status: 'fail', message: 'Not found' },
      ),
    );
  });
  health.listen(config.port, () => logger.info('projector started', { port: config.port }));
  const stop = async () => {
    health.close();
    await projector.stop();
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
