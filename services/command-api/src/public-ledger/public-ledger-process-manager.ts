import type { StoredEvent } from '@harambee/events';
import { EVENTS_PER_TURN } from '@harambee/eventstore';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ledgerEventTypes, ledgerStep } from '@harambee/ledger';
import type { CommandApiDeps } from '../core/deps';
import { withMetadata } from '../core/handle-command';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { before, factsBefore, forgetFacts, rememberFacts } from './ledger-facts';
import { giftSalt } from './gift-salt';
import { publishEntry } from './publish-entry';
import { evolveTree } from './public-tree';
import { PUBLIC_LEDGER_STREAM, publishedEventId } from './public-ledger-streams';
import { forgetTree, heldTree, rememberTree } from './tree-cache';

/** The leaves of a batch's postings, appended together at the size of the tree this process holds. */
const publish = async (events: StoredEvent[], deps: CommandApiDeps) => {
  const { store } = deps;
  const held = await heldTree(store);
  let known = held;
  const leaves = [];
  for (const [index, event] of events.entries()) {
    // A leaf is hashed, salted and canonicalised: a thousand of them held the request loop 200 ms.
    if (index > 0 && index % EVENTS_PER_TURN === 0) await nextTurn();
    const facts = await factsBefore(store, event, known.tree.size);
    const { posting, learned } = ledgerStep(event, facts);
    const published = known.publishedUpTo && !before(known.publishedUpTo, event.position);
    if (posting && !published) {
      const salt = giftSalt(deps.config.jwtSecret, posting.subject);
      const entry = publishEntry(known.tree, posting, event, salt);
      const [written] = withMetadata([entry], reactionContext(event, deps.clock()));
      leaves.push({ ...written!, id: publishedEventId(event.id) });
      known = { tree: evolveTree(known.tree, entry.data), publishedUpTo: event.position };
    }
    rememberFacts(store, Object.assign(facts, learned), event, known.tree.size);
  }
  if (leaves.length > 0)
    await store.append([
      { streamId: PUBLIC_LEDGER_STREAM, expected: held.tree.size || 'no_stream', events: leaves },
    ]);
  rememberTree(store, known);
};

const forget = ({ store }: CommandApiDeps) => {
  forgetTree(store);
  forgetFacts(store);
};

/**
 * Publishes every posting of the books, in log order, as the next leaf of the public Merkle log, a batch's leaves in
 * one append. The tree is not read again before each batch: a batch that fails on what this process held (another
 * process grew the tree meanwhile, so the append clashes, or it folded facts this one never saw) is published again
 * at once from the stream as it is. A failure then is the runner's to retry, from the stream again.
 */
const publishAll = async (events: StoredEvent[], deps: CommandApiDeps) => {
  try {
    await publish(events, deps);
  } catch {
    forget(deps);
    try {
      await publish(events, deps);
    } catch (error) {
      forget(deps);
      throw error;
    }
  }
};

export const publicLedgerProcessManager: ProcessManager = {
  name: 'public-ledger',
  savesPlace: 'per-batch',
  reactsTo: ledgerEventTypes,
  react: (event, deps) => publishAll([event], deps),
  reactToAll: publishAll,
};
