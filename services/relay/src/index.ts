export { createRelayProducer } from './kafka';
export { startRelay, type RelayOptions } from './relay';
export { migrateRelay, readRelayCheckpoint } from './relay-checkpoints';
