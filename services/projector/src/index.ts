export { applyBatch } from './apply-batch';
export { LIVE_PROJECTION_LOCK, projectNextBatch } from './project-batch';
export type { Projection } from './projection';
export { projectionNames, projections } from './projections';
export { rebuildProjections, type RebuildOptions } from './rebuild';
export { startProjector, type ProjectorOptions } from './runner';
export { projectionStatus } from './status';
export { projectorLagSeconds } from './lag';
