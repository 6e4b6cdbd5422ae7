import type { Config } from '@harambee/platform';
import { parentPort, workerData } from 'node:worker_threads';
import { startConfiguredProjector } from './configured-projector';
import { openConfiguredStore } from './open-store';
import type { FromThread } from './thread';

const tell = (message: FromThread) => parentPort!.postMessage(message);

/** The projector on a thread of the composed server: its own pool, its own event loop; stops when told. */
const run = async (config: Config) => {
  const { db, store, readModels, closeStore } = await openConfiguredStore(config);
  const projector = await startConfiguredProjector(config, { db, store, readModels });
  parentPort!.once('message', async () => {
    await projector.stop();
    await closeStore();
    await db.close();
    tell({ type: 'stopped' });
  });
  tell({ type: 'started' });
};

run((workerData as { config: Config }).config).catch((error: unknown) =>
  tell({ type: 'failed', error: String(error instanceof Error ? error.stack : error) }),
);
