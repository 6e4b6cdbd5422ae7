import {
  MalformedEventError,
  eventMetadata,
  isEventType,
  parseEvent,
  schemaVersionOf,
} from '@harambee/events';
import { randomUUID } from 'node:crypto';
import type { NewEvent } from './event-store';

export type ValidEvent = NewEvent & { id: string; schemaVersion: number };

type Issue = { path: PropertyKey[]; message: string };

export const describeIssues = (issues: Issue[]) =>
  issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Checks an event against the catalogue and gives it its id and schema version. */
export const validateEvent = (event: NewEvent): ValidEvent => {
  const schemaVersion = isEventType(event.type) ? schemaVersionOf(event.type) : 0;
  const parsed = parseEvent({ type: event.type, schemaVersion, data: event.data });
  const metadata = eventMetadata.safeParse(event.metadata);
  if (!metadata.success) {
    throw new MalformedEventError(event.type, `metadata ${describeIssues(metadata.error.issues)}`);
  }
  const id = event.id ?? randomUUID();
  if (!uuid.test(id)) throw new MalformedEventError(event.type, `id ${id} is not a UUID`);
  return { ...parsed, id, schemaVersion, metadata: metadata.data };
};
