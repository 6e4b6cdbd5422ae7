import { MalformedEventError, UnknownEventError } from '@harambee/eventstore';
import { z } from 'zod';
import { eventCatalogue, isEventType, type HarambeeEvent } from './catalogue';

export { MalformedEventError, UnknownEventError };

export const parseEvent = (raw: {
  type: string;
  schemaVersion: number;
  data: unknown;
}): HarambeeEvent => {
  if (!isEventType(raw.type)) throw new UnknownEventError(raw.type, raw.schemaVersion);
  const definition = eventCatalogue[raw.type];
  if (definition.schemaVersion !== raw.schemaVersion) {
    throw new UnknownEventError(raw.type, raw.schemaVersion);
  }
  const parsed = definition.schema.safeParse({ type: raw.type, data: raw.data });
  if (!parsed.success) throw new MalformedEventError(raw.type, z.prettifyError(parsed.error));
  return parsed.data as HarambeeEvent;
};

/** The version new events of a type are written with; 0 for a type not in the catalogue, which parseEvent refuses. */
export const schemaVersionOf = (type: string) =>
  isEventType(type) ? eventCatalogue[type].schemaVersion : 0;
