export { EVENTS_TOPIC, HEADERS, encodePosition, fromMessage, toMessage } from './event-message';
export { kafkaClient } from './kafka-client';
