import type { EventType } from '@harambee/events';
import type { ReadModelTable } from '@harambee/read-models';
import type { Changes, Handlers, Projection, RunHandlers, StoredEventOf } from './projection';

/** What an event asks of one read model, in the read model's own words; each store says how it is done. */
export type Change = { kind: string };

/**
 * One read model as every store shares it: which events touch it and what each asks of it, the arithmetic
 * done. `onRun` folds consecutive events of a type at once (donations under load).
 */
export type ReadModel<C extends Change> = {
  name: string;
  tables: readonly ReadModelTable[];
  reads?: readonly string[];
  on: { [T in EventType]?: (event: StoredEventOf<T>) => C[] };
  onRun?: { [T in EventType]?: (events: StoredEventOf<T>[]) => C[] };
};

/** How one store makes each change to its read model, inside the batch's transaction. */
export type StoreWrites<Tx, C extends Change> = {
  [K in C['kind']]: (tx: Tx, change: Extract<C, { kind: K }>, changes: Changes) => Promise<void>;
};

type Write<Tx, C> = (tx: Tx, change: C, changes: Changes) => Promise<void>;
type Decide<E, C> = (event: E) => C[];

/** The read model in one store: each event's changes made by that store's writes, in order. */
export const projectionOf = <Tx, C extends Change>(
  model: ReadModel<C>,
  writes: StoreWrites<Tx, C>,
): Projection<Tx> => {
  const make = async (tx: Tx, all: C[], changes: Changes) => {
    for (const change of all)
      await (writes[change.kind as C['kind']] as Write<Tx, C>)(tx, change, changes);
  };
  const handlersOf = <E>(deciders: object) =>
    Object.fromEntries(
      Object.entries(deciders as Record<string, Decide<E, C>>).map(([type, decide]) => [
        type,
        (tx: Tx, input: E, changes: Changes) => make(tx, decide(input), changes),
      ]),
    );
  return {
    name: model.name,
    tables: model.tables,
    reads: model.reads,
    handlers: handlersOf(model.on) as Handlers<Tx>,
    runHandlers: handlersOf(model.onRun ?? {}) as RunHandlers<Tx>,
  };
};
