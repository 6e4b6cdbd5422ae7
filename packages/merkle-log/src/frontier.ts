import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { emptyRoot, leafHash, nodeHash } from './tree-hash';

/** A complete subtree: leaves [index·2^level, (index+1)·2^level), its hash in hex. */
export type Subtree = { level: number; index: number; hash: string };

/** A growing tree's size and its complete subtrees left to right, largest first: all a log needs to append. */
export type Frontier = { size: number; subtrees: Subtree[] };

export const emptyFrontier: Frontier = { size: 0, subtrees: [] };

/** The next leaf's hash, the complete subtrees it closes (bottom up) and the frontier after it. */
export const appendLeaf = (frontier: Frontier, leaf: string) => {
  const subtrees = [...frontier.subtrees];
  let hash = leafHash(utf8ToBytes(leaf));
  const leafHex = bytesToHex(hash);
  const completed: Subtree[] = [];
  let level = 0;
  let index = frontier.size;
  while (index % 2 === 1) {
    hash = nodeHash(hexToBytes(subtrees.pop()!.hash), hash);
    level += 1;
    index = (index - 1) / 2;
    completed.push({ level, index, hash: bytesToHex(hash) });
  }
  const top = completed.at(-1) ?? { level: 0, index: frontier.size, hash: leafHex };
  return {
    leafHash: leafHex,
    completed,
    next: { size: frontier.size + 1, subtrees: [...subtrees, top] },
  };
};

/** MTH of the whole tree (RFC 6962 section 2.1): its complete subtrees folded right to left, in hex. */
export const frontierRoot = ({ subtrees }: Frontier): string =>
  bytesToHex(
    subtrees.reduceRight<Uint8Array | undefined>(
      (right, subtree) =>
        right ? nodeHash(hexToBytes(subtree.hash), right) : hexToBytes(subtree.hash),
      undefined,
    ) ?? emptyRoot(),
  );
