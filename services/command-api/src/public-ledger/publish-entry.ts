import type { EventOf, StoredEvent } from '@harambee/events';
import type { Posting } from '@harambee/ledger';
import { leafText, publicEntry } from './public-entry';
import { appendLeaf, type Frontier } from '@harambee/merkle-log';

const withoutNext = ({ leafHash, completed }: ReturnType<typeof appendLeaf>) => ({
  leafHash,
  completed,
});

/**
 * The leaf one posting adds at the end of the public tree: its text, its hash and the subtrees it closes. `salt` is
 * the posting subject's salt: a gift's leaf commits to its receipt with it.
 */
export const publishEntry = (
  tree: Frontier,
  posting: Posting,
  source: StoredEvent,
  salt: string,
): EventOf<'LedgerEntryPublished'> => {
  const leaf = leafText(publicEntry(posting, tree.size, salt));
  return {
    type: 'LedgerEntryPublished',
    data: {
      index: tree.size,
      leaf,
      ...withoutNext(appendLeaf(tree, leaf)),
      sourceEventId: source.id,
      sourcePosition: source.position,
      campaignId: posting.campaignId,
      subject: posting.subject,
    },
  };
};
