import type { EventStore, StoredEvent } from '@harambee/events';
import type { LogPosition } from '@harambee/eventstore';
import { type Fact, ledgerEventTypes, ledgerStep } from '@harambee/ledger';

/** What the ledger has learned from the log's money events, as of the public tree of `treeSize` leaves. */
type KnownFacts = { facts: Record<string, Fact>; treeSize: number };

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

/** The facts `event`'s posting reads, given the public tree this process holds. */
export const factsBefore = async (store: EventStore, event: StoredEvent, treeSize: number) => {
  const cached = known.get(store);
  if (cached?.treeSize === treeSize) return cached.facts;
  const facts = await load(store, event);
  known.set(store, { facts, treeSize });
  return facts;
};

export const rememberFacts = (store: EventStore, facts: Record<string, Fact>, treeSize: number) =>
  known.set(store, { facts, treeSize });
export const forgetFacts = (store: EventStore) => known.delete(store);
