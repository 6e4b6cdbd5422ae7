export { applyBatch } from './apply-batch';
export { LIVE_PROJECTION_LOCK, projectEvents, projectNextBatch } from './project-batch';
export { startConfiguredProjector } from './configured-projector';
export { startProjectorThread } from './thread';
export {
  kafkaBatchProjector,
  startKafkaProjector,
  type KafkaProjectorOptions,
} from './kafka-source';
export type { Projection } from './projection';
export { mongoProjections, projectionNames, projections } from './projections';
export { mongoReadModels } from './mongo/mongo-read-models';
export { openReadModels } from './open-read-models';
export { postgresReadModels } from './postgres-read-models';
export type { ReadModelStore, RebuildRequest } from './read-model-store';
export { REBUILD_BATCH_SIZE, rebuildProjections, type RebuildOptions } from './rebuild';
export { progressLine, rebuildProgress } from './rebuild-progress';
export { startProjector, type ProjectorOptions } from './runner';
export { projectionStatus, readModelStatus } from './status';
export { projectorLagSeconds } from './lag';
export {
  scratchReadModels,
  ScratchUnavailableError,
  type FoldMore,
  type ScratchReadModels,
} from './scratch/scratch-read-models';
