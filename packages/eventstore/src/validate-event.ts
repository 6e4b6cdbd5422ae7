import { randomUUID } from 'node:crypto';
import { MalformedEventError, type DomainEvent, type EventCatalogue } from './event-catalogue';
import type { NewEvent } from './event-store';

export type ValidEvent<E extends DomainEvent, M> = NewEvent<E, M> & {
  id: string;
  schemaVersion: number;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The metadata checked by the catalogue; what it refuses is named as the event's fault. */
export const checkedMetadata = <M>(
  catalogue: { parseMetadata: (metadata: unknown) => M },
  type: string,
  metadata: unknown,
) => {
  try {
    return catalogue.parseMetadata(metadata);
  } catch (error) {
    throw new MalformedEventError(type, `metadata ${reason(error)}`);
  }
};

/** Checks an event against the catalogue and gives it its id and schema version. */
export const validateEvent = <E extends DomainEvent, M>(
  catalogue: EventCatalogue<E, M>,
  event: NewEvent<E, M>,
): ValidEvent<E, M> => {
  const schemaVersion = catalogue.schemaVersionOf(event.type);
  const parsed = catalogue.parse({ type: event.type, schemaVersion, data: event.data });
  const metadata = checkedMetadata(catalogue, event.type, event.metadata);
  const id = event.id ?? randomUUID();
  if (!uuid.test(id)) throw new MalformedEventError(event.type, `id ${id} is not a UUID`);
  return { ...parsed, id, schemaVersion, metadata };
};
