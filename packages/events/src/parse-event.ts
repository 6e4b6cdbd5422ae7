import { z } from 'zod';
import { eventCatalogue, isEventType, type HarambeeEvent } from './catalogue';

export class UnknownEventError extends Error {
  constructor(type: string, schemaVersion: number) {
    super(`Unknown event ${type} v${schemaVersion}: no schema in the catalogue`);
    this.name = 'UnknownEventError';
  }
}

export class MalformedEventError extends Error {
  constructor(type: string, issues: string) {
    super(`Malformed ${type} event: ${issues}`);
    this.name = 'MalformedEventError';
  }
}

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

export const schemaVersionOf = (type: HarambeeEvent['type']) => eventCatalogue[type].schemaVersion;
