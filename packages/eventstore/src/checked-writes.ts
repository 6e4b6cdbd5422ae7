import type { DomainEvent, EventCatalogue } from './event-catalogue';
import { DuplicateEventError, type StreamWrite } from './event-store';
import { sealEvents } from './personal-data-events';
import type { PersonalDataVault } from './personal-data-vault';
import { validateEvent, type ValidEvent } from './validate-event';

export type CheckedWrite<E extends DomainEvent, M> = Omit<StreamWrite<E, M>, 'events'> & {
  events: ValidEvent<E, M>[];
};

const repeatedIds = (ids: string[]) => [
  ...new Set(ids.filter((id, index) => ids.indexOf(id) !== index)),
];

/**
 * What every engine does before it writes: seal the personal fields, check each event against the catalogue
 * (giving it its id and schema version), and refuse an append that names one event id twice.
 */
export const checkWrites = async <E extends DomainEvent, M>(
  catalogue: EventCatalogue<E, M>,
  vault: PersonalDataVault,
  writes: StreamWrite<E, M>[],
): Promise<CheckedWrite<E, M>[]> => {
  const checked = await Promise.all(
    writes.map(async (write) => {
      const sealed = await sealEvents(vault, catalogue.personalFieldsOf, write.events);
      return { ...write, events: sealed.map((event) => validateEvent(catalogue, event)) };
    }),
  );
  const repeated = repeatedIds(checked.flatMap((write) => write.events.map((event) => event.id)));
  if (repeated.length > 0) throw new DuplicateEventError(repeated);
  return checked;
};
