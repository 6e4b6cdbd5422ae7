import { openEventStore } from '@harambee/events';
import { migrate } from '@harambee/eventstore';
import { liveness, logger, openConfiguredDatabase, readiness } from '@harambee/database';
import { loadConfig } from '@harambee/platform';
import { createServer } from 'node:http';
import { createRelayProducer } from './kafka';
import { startRelay } from './relay';

/** The relay as a process of its own: publishes the log to KAFKA_TOPIC, answers GET /health on PORT. */
const main = async () => {
  const config = loadConfig();
  if (!config.kafka) throw new Error('The relay needs KAFKA_BROKERS');
  const db = await openConfiguredDatabase(config);
  await migrate(db);
  const eventStore = await openEventStore(config, db, { personalData: 'sealed' });
  const relay = await startRelay({
    db,
    store: eventStore.store,
    producer: createRelayProducer(config.kafka),
    topic: config.kafka.topic,
  });
  const check = { service: 'relay', db, maxLagSeconds: config.readinessMaxLagSeconds };
  const health = createServer(async (req, res) => {
    const answer =
      req.method !== 'GET'
        ? undefined
        : req.url === '/health'
          ? await readiness(check)
          : req.url === '/health/live'
            ? liveness('relay')
            : undefined;
    res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer?.body ?? { status: 'fail', message: 'Not found' }));
  });
  health.listen(config.port, () =>
    logger.info('relay listening', { port: config.port, topic: config.kafka?.topic }),
  );
  // The batch under way is sent and checkpointed before the pool closes.
  const stop = async () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    health.close();
    await relay.stop();
    await eventStore.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
};

main().catch((error) => {
  logger.error('relay failed to start', { error: String(error?.stack ?? error) });
  process.exit(1);
});
