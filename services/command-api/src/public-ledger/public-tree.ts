import type { EventData } from '@harambee/events';
import { emptyRoot, leafHash, nodeHash } from '@harambee/merkle-log';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

export type Subtree = { level: number; index: number; hash: string };

/** How far the public log has grown: its size and its complete subtrees left to right, largest first. */
export type PublicTree = { size: number; frontier: Subtree[] };

export const emptyTree: PublicTree = { size: 0, frontier: [] };

/** The next leaf's hash and the complete subtrees it closes, bottom up (RFC 6962 section 2.1). */
export const appendLeaf = (tree: PublicTree, leaf: string) => {
  const frontier = [...tree.frontier];
  let hash = leafHash(utf8ToBytes(leaf));
  const leafHex = bytesToHex(hash);
  const completed: Subtree[] = [];
  let level = 0;
  let index = tree.size;
  while (index % 2 === 1) {
    hash = nodeHash(hexToBytes(frontier.pop()!.hash), hash);
    level += 1;
    index = (index - 1) / 2;
    completed.push({ level, index, hash: bytesToHex(hash) });
  }
  return { leafHash: leafHex, completed };
};

/** The tree after a published leaf: no hashing, the event says which subtrees it closed. */
export const evolveTree = (
  tree: PublicTree,
  { index, leafHash: leaf, completed }: EventData<'LedgerEntryPublished'>,
): PublicTree => ({
  size: index + 1,
  frontier: [
    ...tree.frontier.slice(0, tree.frontier.length - completed.length),
    completed.at(-1) ?? { level: 0, index, hash: leaf },
  ],
});

/** MTH of the whole tree: its complete subtrees folded right to left. */
export const rootOf = (tree: PublicTree): string =>
  bytesToHex(
    tree.frontier.reduceRight<Uint8Array | undefined>(
      (right, subtree) =>
        right ? nodeHash(hexToBytes(subtree.hash), right) : hexToBytes(subtree.hash),
      undefined,
    ) ?? emptyRoot(),
  );
