import type { EventType, StoredEvent } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { ReadModelTable } from '@harambee/read-models';

export type StoredEventOf<T extends EventType> = Extract<StoredEvent, { type: T }>;

/** What a batch changed that live clients hear about once it commits. */
export type Changes = {
  /** Whether any projection folded an event of the batch: a batch nobody reads tells nobody. */
  folded: boolean;
  campaignTotals: Set<string>;
  notificationCounts: Set<string>;
  withdrawals: Set<string>;
};
export const noChanges = (): Changes => ({
  folded: false,
  campaignTotals: new Set(),
  notificationCounts: new Set(),
  withdrawals: new Set(),
});

type Handler<Tx, T extends EventType> = (
  tx: Tx,
  event: StoredEventOf<T>,
  changes: Changes,
) => Promise<void>;
export type Handlers<Tx = Sql> = { [T in EventType]?: Handler<Tx, T> };

type RunHandler<Tx, T extends EventType> = (
  tx: Tx,
  events: StoredEventOf<T>[],
  changes: Changes,
) => Promise<void>;
export type RunHandlers<Tx = Sql> = { [T in EventType]?: RunHandler<Tx, T> };

/**
 * One read model in one store: the tables (or collections, of the same names) it owns and, per event type,
 * what folds the event into them inside the batch's transaction `Tx`. `reads` names the projections whose
 * read models it reads, so a rebuild replays those alongside it.
 */
export type Projection<Tx = Sql> = {
  name: string;
  tables: readonly ReadModelTable[];
  reads?: readonly string[];
  handlers: Handlers<Tx>;
  /**
   * Set-wise handlers for events that arrive in runs (donations under load): one statement folds a whole
   * run of consecutive events of the type. A type has a run handler or an event handler, never both.
   */
  runHandlers?: RunHandlers<Tx>;
};

/** Folds one event; a projection that folds its type set-wise gets it as a run of one. */
export const applyEvent = async <Tx>(
  tx: Tx,
  projection: Projection<Tx>,
  event: StoredEvent,
  changes: Changes,
) => {
  const handler = projection.handlers[event.type] as Handler<Tx, EventType> | undefined;
  if (handler) await handler(tx, event as StoredEventOf<EventType>, changes);
  else await applyRun(tx, projection, [event], changes);
};

export const applyRun = async <Tx>(
  tx: Tx,
  projection: Projection<Tx>,
  events: StoredEvent[],
  changes: Changes,
) => {
  const type = events[0]?.type;
  const handler = type && (projection.runHandlers?.[type] as RunHandler<Tx, EventType> | undefined);
  if (handler) await handler(tx, events as StoredEventOf<EventType>[], changes);
};

/** True when every projection folds this type set-wise, so a run may pass projection by projection. */
export const foldsInRuns = <Tx>(projections: readonly Projection<Tx>[], type: EventType) =>
  projections.every((projection) => !projection.handlers[type]) &&
  projections.some((projection) => projection.runHandlers?.[type]);

/** True when some projection folds this type, one event at a time or set-wise. */
export const foldedByAny = <Tx>(projections: readonly Projection<Tx>[], type: EventType) =>
  projections.some((projection) => projection.handlers[type] || projection.runHandlers?.[type]);

/** Every type some of the projections fold, one event at a time or set-wise. */
export const foldedTypes = <Tx>(projections: readonly Projection<Tx>[]) => [
  ...new Set(
    projections.flatMap(
      (projection) =>
        [
          ...Object.keys(projection.handlers),
          ...Object.keys(projection.runHandlers ?? {}),
        ] as EventType[],
    ),
  ),
];
