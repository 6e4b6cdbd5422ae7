import type { StoredEvent } from '@harambee/events';
import { ledgerEventTypes, ledgerStep } from '@harambee/ledger';
import type { CommandApiDeps } from '../core/deps';
import { withMetadata } from '../core/handle-command';
import { type ProcessManager, reactionContext } from '../core/process-manager';
import { before, factsBefore, forgetFacts, rememberFacts } from './ledger-facts';
import { giftSalt } from './gift-salt';
import { publishEntry } from './publish-entry';
import { evolveTree } from './public-tree';
import { PUBLIC_LEDGER_STREAM, publishedEventId } from './public-ledger-streams';
import { currentTree, forgetTree, rememberTree } from './tree-cache';

const publish = async (event: StoredEvent, deps: CommandApiDeps) => {
  const { store } = deps;
  const known = await currentTree(store);
  const facts = await factsBefore(store, event, known.tree.size);
  const { posting, learned } = ledgerStep(event, facts);
  let next = known;
  const published = known.publishedUpTo && !before(known.publishedUpTo, event.position);
  if (posting && !published) {
    const salt = giftSalt(deps.config.jwtSecret, posting.subject);
    const entry = publishEntry(known.tree, posting, event, salt);
    const [written] = withMetadata([entry], reactionContext(event, deps.clock()));
    await store.append([
      {
        streamId: PUBLIC_LEDGER_STREAM,
        expected: known.tree.size || 'no_stream',
        events: [{ ...written!, id: publishedEventId(event.id) }],
      },
    ]);
    next = { tree: evolveTree(known.tree, entry.data), publishedUpTo: event.position };
  }
  rememberTree(store, next);
  rememberFacts(store, Object.assign(facts, learned), event, next.tree.size);
};

/**
 * Publishes every posting of the books, in log order, as the next leaf of the public Merkle log. A failed
 * append forgets what this process held, so the retry starts from the stream as it is.
 */
export const publicLedgerProcessManager: ProcessManager = {
  name: 'public-ledger',
  savesPlace: 'per-batch',
  reactsTo: ledgerEventTypes,
  react: async (event, deps) => {
    try {
      await publish(event, deps);
    } catch (error) {
      forgetTree(deps.store);
      forgetFacts(deps.store);
      throw error;
    }
  },
};
