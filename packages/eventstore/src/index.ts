export * from './event-store';
export * from './event-catalogue';
export { comparePositions } from './log-position';
export { EVENTS_PER_TURN, mapInTurns } from './in-turns';
export type { AlongsideWrite } from './append-events';
export { migrate } from './migrate';
export { createPostgresEventStore } from './postgres-event-store';
export { openEventStore } from './open-event-store';
export {
  createKurrentDbEventStore,
  openKurrentDbEventStore,
  type KurrentDbEventStoreOptions,
} from './kurrentdb/kurrentdb-event-store';
export { UnreadableEventError, toStoredEvent, type StoredEventRow } from './stored-event';
export { createPersonalDataVault, isSealed, type PersonalDataVault } from './personal-data-vault';
export { openEvents, type PersonalFieldsOf } from './personal-data-events';
