import type { EventStore, StoredEvent } from '@harambee/events';
import type { LogPosition } from '@harambee/eventstore';
import { type Fact, ledgerEventTypes, ledgerStep } from '@harambee/ledger';

/**
 * What the ledger has learned from the log's money events up to and including `through`, while the public tree had
 * `treeSize` leaves (another process growing it means it folded events this one did not see).
 */
type KnownFacts = { facts: Record<string, Fact>; through: LogPosition; treeSize: number };

const known = new WeakMap<EventStore, KnownFacts>();

export const before = (a: LogPosition, b: LogPosition) =>
  BigInt(a.transactionId) < BigInt(b.transactionId) ||
  (a.transactionId === b.transactionId && BigInt(a.globalPosition) < BigInt(b.globalPosition));

/** Folds every money event before `event`: done once at start, and again only if another process moved on. */
const load = async (store: EventStore, event: StoredEvent) => {
  const earlier = (await store.readByType(ledgerEventTypes)).filter((money) =>
    before(money.position, event.position),
  );
  const facts: Record<string, Fact> = {};
  for (const money of earlier) Object.assign(facts, ledgerStep(money, facts).learned);
  return facts;
};

/**
 * The facts `event`'s posting reads, given the public tree this process holds: those it folded last, if they end before
 * `event`; folded again from the log for an event seen before (a batch delivered again) or after another process moved.
 */
export const factsBefore = async (store: EventStore, event: StoredEvent, treeSize: number) => {
  const cached = known.get(store);
  if (cached?.treeSize === treeSize && before(cached.through, event.position)) return cached.facts;
  return load(store, event);
};

/** The facts once `event` is folded in. */
export const rememberFacts = (
  store: EventStore,
  facts: Record<string, Fact>,
  event: StoredEvent,
  treeSize: number,
) => known.set(store, { facts, through: event.position, treeSize });
export const forgetFacts = (store: EventStore) => known.delete(store);
