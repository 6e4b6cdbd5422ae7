import type { SqlDatabase } from '@harambee/database';
import * as store from '@harambee/eventstore';
import type { EventCatalogue, ReadOptions, StoredEventRow } from '@harambee/eventstore';
import type { HarambeeEvent } from './catalogue';
import { parseMetadata, type EventMetadata } from './metadata';
import { parseEvent, schemaVersionOf } from './parse-event';
import { personalFieldsOf } from './personal-data';

/** Harambee's catalogue, as the event store takes it. */
export const harambeeCatalogue: EventCatalogue<HarambeeEvent, EventMetadata> = {
  parse: parseEvent,
  schemaVersionOf,
  parseMetadata,
  personalFieldsOf,
};

/** The event store holding Harambee's events, and what it reads and writes. */
export type EventStore = store.EventStore<HarambeeEvent, EventMetadata>;
export type NewEvent = store.NewEvent<HarambeeEvent, EventMetadata>;
export type StoredEvent = store.StoredEvent<HarambeeEvent, EventMetadata>;
export type StreamWrite = store.StreamWrite<HarambeeEvent, EventMetadata>;
export type StreamRead = store.StreamRead<HarambeeEvent, EventMetadata>;

/** The configured store of Harambee's events: KurrentDB when EVENT_STORE_URL names one, else the events table of `db`. */
export const openEventStore = (
  config: { eventStoreUrl?: string },
  db: SqlDatabase,
  options: ReadOptions = {},
) => store.openEventStore(config, db, { ...harambeeCatalogue, ...options });

/** Harambee's events in the events table of `db`. */
export const createPostgresEventStore = (db: SqlDatabase, options: ReadOptions = {}): EventStore =>
  store.createPostgresEventStore(db, { ...harambeeCatalogue, ...options });

/** Opens the personal fields of events read sealed (from Kafka). */
export const openEvents = <E extends HarambeeEvent>(vault: store.PersonalDataVault, events: E[]) =>
  store.openEvents(vault, personalFieldsOf, events);

/** A stored event carried elsewhere (a Kafka message), read back as Harambee's. */
export const toStoredEvent = (row: StoredEventRow): StoredEvent =>
  store.toStoredEvent(harambeeCatalogue, row);
