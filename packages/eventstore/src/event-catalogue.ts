/** What the store needs of an event: its type and its data. The catalogue knows the rest. */
export type DomainEvent = { type: string; data: object };

/** What an erased personal field reads as: a placeholder text, or null for a 'record' field (each of its values is sealed). */
export type ErasedAs = string | 'record';

/** An event's personal fields, and whose data they are: the subject whose key seals them. */
export type PersonalFields = {
  subject: (data: Record<string, unknown>) => string;
  fields: Record<string, ErasedAs>;
};

/**
 * The events a store keeps, given by its caller: the store checks every event it writes or reads with it, and
 * seals the personal fields it names. `M` is the metadata every event carries.
 */
export type EventCatalogue<E extends DomainEvent, M> = {
  /** An event's type and data checked against that type's schema version; throws UnknownEventError or MalformedEventError. */
  parse: (raw: { type: string; schemaVersion: number; data: unknown }) => E;
  /** The schema version new events of a type are written with (any number for a type `parse` refuses). */
  schemaVersionOf: (type: string) => number;
  /** The metadata, checked; throws with a message naming what is wrong. */
  parseMetadata: (metadata: unknown) => M;
  /** The event's personal fields; none when it holds no personal data. */
  personalFieldsOf: (event: E) => PersonalFields | undefined;
};

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
