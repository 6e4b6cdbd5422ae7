export * from './event-store';
export { comparePositions } from './log-position';
export type { AlongsideWrite } from './append-events';
export { migrate } from './migrate';
export { createPostgresEventStore } from './postgres-event-store';
export { UnreadableEventError } from './stored-event';
export { createPersonalDataVault, isSealed, type PersonalDataVault } from './personal-data-vault';
export { openEvents } from './personal-data-events';
