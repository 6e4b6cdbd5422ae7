import type { EventOf, EventStore } from '@harambee/events';
import type { LogPosition } from '@harambee/eventstore';
import { emptyFrontier, type Frontier } from '@harambee/merkle-log';
import { evolveTree } from './public-tree';
import { PUBLIC_LEDGER_STREAM } from './public-ledger-streams';

/** The log as this process last saw it, and where in the log the event its last leaf published is. */
export type KnownTree = { tree: Frontier; publishedUpTo: LogPosition | undefined };

const known = new WeakMap<EventStore, KnownTree>();

const load = async (store: EventStore): Promise<KnownTree> => {
  const { events } = await store.readStream(PUBLIC_LEDGER_STREAM);
  const published = events as EventOf<'LedgerEntryPublished'>[];
  return {
    tree: published.reduce((tree, event) => evolveTree(tree, event.data), emptyFrontier),
    publishedUpTo: published.at(-1)?.data.sourcePosition,
  };
};

const loadedTree = async (store: EventStore) => {
  const loaded = await load(store);
  known.set(store, loaded);
  return loaded;
};

/**
 * The public tree, kept in memory and read again from its stream only when another process has grown it,
 * so the publisher and the head signer never hash a leaf twice. For the head signer, which appends nothing to it.
 */
export const currentTree = async (store: EventStore): Promise<KnownTree> => {
  const cached = known.get(store);
  if (cached && cached.tree.size === (await store.streamVersion(PUBLIC_LEDGER_STREAM)))
    return cached;
  return loadedTree(store);
};

/**
 * The tree as this process last grew it, without asking its stream: for the publisher, whose append expects the
 * tree's size, so a tree another process grew meanwhile is a version clash, and read again then.
 */
export const heldTree = async (store: EventStore): Promise<KnownTree> =>
  known.get(store) ?? loadedTree(store);

export const rememberTree = (store: EventStore, tree: KnownTree) => known.set(store, tree);
export const forgetTree = (store: EventStore) => known.delete(store);
