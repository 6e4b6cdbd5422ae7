import type { SqlDatabase } from '@harambee/database';
import type { DomainEvent } from './event-catalogue';
import type { EventStore, EventStoreOptions } from './event-store';
import { openKurrentDbEventStore } from './kurrentdb/kurrentdb-event-store';
import { createPersonalDataVault } from './personal-data-vault';
import { createPostgresEventStore } from './postgres-event-store';

/**
 * The configured event store: KurrentDB when EVENT_STORE_URL names one, else the events table of `db`.
 * Either way `db` keeps the personal-data keys, so run `migrate(db)` first. `close` releases what it opened.
 */
export const openEventStore = async <E extends DomainEvent, M>(
  config: { eventStoreUrl?: string },
  db: SqlDatabase,
  options: EventStoreOptions<E, M>,
): Promise<{
  store: EventStore<E, M>;
  engine: 'postgres' | 'kurrentdb';
  close: () => Promise<void>;
}> => {
  if (!config.eventStoreUrl)
    return {
      store: createPostgresEventStore(db, options),
      engine: 'postgres',
      close: async () => {},
    };
  const kurrent = await openKurrentDbEventStore(config.eventStoreUrl, {
    ...options,
    vault: createPersonalDataVault(db),
    db,
  });
  return { ...kurrent, engine: 'kurrentdb' };
};
