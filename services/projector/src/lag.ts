import type { EventStore } from '@harambee/events';
import { earliest } from './checkpoints';
import type { ReadModelStore } from './read-model-store';

/** Seconds since the oldest event some live projection has not applied yet; 0 when all are caught up. */
export const projectorLagSeconds = async (readModels: ReadModelStore, store: EventStore) => {
  const from = earliest((await readModels.checkpoints()).values());
  const [next] = await store.readAll(from, 1);
  return next ? Math.max(0, (Date.now() - new Date(next.recordedAt).getTime()) / 1000) : 0;
};
