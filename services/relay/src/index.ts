export { EVENTS_TOPIC, HEADERS, encodePosition, fromMessage, toMessage } from './event-message';
export { createRelayProducer, kafkaClient } from './kafka';
export { startRelay, type RelayOptions } from './relay';
export { migrateRelay, readRelayCheckpoint } from './relay-checkpoints';
