import type { EventMetadata, EventOf, EventStore, EventType } from '@harambee/events';
import { LOG_START, type LogPosition, type StoredEvent } from '@harambee/eventstore';

/**
 * What a sweep on a timer knows of the log, kept between its runs: each run reads only the events of its types
 * appended since the last one, so a run costs what happened since, not the whole history (on KurrentDB a
 * server-filtered read of `$all` from there, not every `$et-` stream). One fold per store, from its first run.
 */
export const sweptSteps = <T extends EventType, S>(
  types: readonly T[],
  initial: () => S,
  step: (state: S, event: StoredEvent<EventOf<T>, EventMetadata>) => S,
) => {
  const folds = new WeakMap<EventStore, { state: S; position: LogPosition }>();
  return async (store: EventStore) => {
    const known = folds.get(store) ?? { state: initial(), position: LOG_START };
    const events = await store.readByType(types, {}, known.position);
    const next = {
      state: events.reduce(step, known.state),
      position: events.at(-1)?.position ?? known.position,
    };
    folds.set(store, next);
    return next.state;
  };
};
