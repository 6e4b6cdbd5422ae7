import { toStoredEvent, type StoredEvent } from '@harambee/events';
import type { IHeaders, Message } from 'kafkajs';

/** The topic every event of the log is published to; a breaking change of the message gets a new version. */
export const EVENTS_TOPIC = 'harambee.events.v1';

/** Headers, so consumers can route and skip without parsing the value. */
export const HEADERS = {
  eventId: 'event-id',
  type: 'event-type',
  schemaVersion: 'schema-version',
  logPosition: 'log-position',
} as const;

/** `transactionId/globalPosition`: the event's place in the log, for consumers that keep checkpoints. */
export const encodePosition = ({ transactionId, globalPosition }: StoredEvent['position']) =>
  `${transactionId}/${globalPosition}`;

/**
 * One event as one message, keyed by its stream so a stream's events stay in order on one partition. The value
 * is the stored event as JSON, its personal fields sealed as in the log: erasing a subject's key erases them
 * from the topic too.
 */
export const toMessage = (event: StoredEvent): Message => ({
  key: event.streamId,
  value: JSON.stringify({
    id: event.id,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    type: event.type,
    schemaVersion: event.schemaVersion,
    data: event.data,
    metadata: event.metadata,
    position: event.position,
    recordedAt: event.recordedAt,
  }),
  headers: {
    [HEADERS.eventId]: event.id,
    [HEADERS.type]: event.type,
    [HEADERS.schemaVersion]: String(event.schemaVersion),
    [HEADERS.logPosition]: encodePosition(event.position),
  },
});

type Received = { value: Buffer | string | null; headers?: IHeaders };

/** A consumed message back as the StoredEvent it was built from, checked against the event catalogue. */
export const fromMessage = ({ value }: Received): StoredEvent => {
  if (value === null) throw new Error(`A message on ${EVENTS_TOPIC} has no value`);
  const body = JSON.parse(value.toString()) as Omit<StoredEvent, 'recordedAt'> & {
    recordedAt: string;
  };
  return toStoredEvent({ ...body, ...body.position, recordedAt: new Date(body.recordedAt) });
};
