import type { EventData } from '@harambee/events';
import { type Frontier } from '@harambee/merkle-log';

/** The tree after a published leaf: no hashing, the event says which subtrees it closed. */
export const evolveTree = (
  tree: Frontier,
  { index, leafHash, completed }: EventData<'LedgerEntryPublished'>,
): Frontier => ({
  size: index + 1,
  subtrees: [
    ...tree.subtrees.slice(0, tree.subtrees.length - completed.length),
    completed.at(-1) ?? { level: 0, index, hash: leafHash },
  ],
});
