import { openDatabase } from '@harambee/database';
import type { Config } from '@harambee/platform';
import { parentPort, workerData } from 'node:worker_threads';
import { startConfiguredProjector } from './configured-projector';
import { openConfiguredStore } from './open-store';
import type { FromThread, ThreadDatabase } from './thread';

const tell = (message: FromThread) => parentPort!.postMessage(message);

/** The projector on a thread of the composed server: its own pool, its own event loop; stops when told. */
const run = async ({ config, pglitePort }: { config: Config } & ThreadDatabase) => {
  const opened = pglitePort && (await openDatabase({ pglitePort }));
  const { db, store, readModels, closeStore } = await openConfiguredStore(config, opened);
  const projector = await startConfiguredProjector(config, { db, store, readModels });
  parentPort!.once('message', async () => {
    await projector.stop();
    await closeStore();
    await db.close();
    tell({ type: 'stopped' });
  });
  tell({ type: 'started' });
};

run(workerData as { config: Config } & ThreadDatabase).catch((error: unknown) =>
  tell({ type: 'failed', error: String(error instanceof Error ? error.stack : error) }),
);
