import type { EventType, StoredEvent } from '@harambee/events';
import type { Sql } from '@harambee/database';
import type { ReadModelTable } from '@harambee/read-models';

export type StoredEventOf<T extends EventType> = Extract<StoredEvent, { type: T }>;

/** What a batch changed that live clients hear about once it commits. */
export type Changes = { campaignTotals: Set<string>; notificationCounts: Set<string>; withdrawals: Set<string> };
export const noChanges = (): Changes => ({
  campaignTotals: new Set(),
  notificationCounts: new Set(),
  withdrawals: new Set(),
});

type Handler<T extends EventType> = (
  tx: Sql,
  event: StoredEventOf<T>,
  changes: Changes,
) => Promise<void>;
export type Handlers = { [T in EventType]?: Handler<T> };

type RunHandler<T extends EventType> = (
  tx: Sql,
  events: StoredEventOf<T>[],
  changes: Changes,
) => Promise<void>;
export type RunHandlers = { [T in EventType]?: RunHandler<T> };

/**
 * One read model: the tables it owns and, per event type, the SQL that folds the event into them.
 * `reads` names the projections whose tables it reads, so a rebuild replays those alongside it.
 * Tables are named unqualified: the runner sets the search_path to the live or the rebuild schema.
 */
export type Projection = {
  name: string;
  tables: readonly ReadModelTable[];
  reads?: readonly string[];
  handlers: Handlers;
  /**
   * Set-wise handlers for events that arrive in runs (donations under load): one statement folds a whole
   * run of consecutive events of the type. A type has a run handler or an event handler, never both.
   */
  runHandlers?: RunHandlers;
};

/** Folds one event; a projection that folds its type set-wise gets it as a run of one. */
export const applyEvent = async (
  tx: Sql,
  projection: Projection,
  event: StoredEvent,
  changes: Changes,
) => {
  const handler = projection.handlers[event.type] as Handler<EventType> | undefined;
  if (handler) await handler(tx, event as StoredEventOf<EventType>, changes);
  else await applyRun(tx, projection, [event], changes);
};

export const applyRun = async (
  tx: Sql,
  projection: Projection,
  events: StoredEvent[],
  changes: Changes,
) => {
  const type = events[0]?.type;
  const handler = type && (projection.runHandlers?.[type] as RunHandler<EventType> | undefined);
  if (handler) await handler(tx, events as StoredEventOf<EventType>[], changes);
};

/** True when every projection folds this type set-wise, so a run may pass projection by projection. */
export const foldsInRuns = (projections: readonly Projection[], type: EventType) =>
  projections.every((projection) => !projection.handlers[type]) &&
  projections.some((projection) => projection.runHandlers?.[type]);
