import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { appendLeaf, emptyFrontier, frontierRoot } from './frontier';
import { memorySubtrees, rangeRoot } from './subtrees';
import { leafHash } from './tree-hash';

const leaves = Array.from({ length: 33 }, (_, index) => `{"index":${index}}`);
const hashes = leaves.map((leaf) => leafHash(utf8ToBytes(leaf)));
const reference = memorySubtrees(hashes);

describe('a frontier, what an appending log keeps', () => {
  it('when leaves are appended one by one, then its root is the RFC 6962 root of every prefix', async () => {
    let tree = emptyFrontier;
    expect(frontierRoot(tree)).toBe(bytesToHex(await rangeRoot(reference, 0, 0)));
    for (const [index, leaf] of leaves.entries()) {
      tree = appendLeaf(tree, leaf).next;
      expect(frontierRoot(tree)).toBe(bytesToHex(await rangeRoot(reference, 0, index + 1)));
    }
  });

  it('when a leaf closes subtrees, then each is named by level and index with its hash', async () => {
    let tree = emptyFrontier;
    for (const leaf of leaves.slice(0, 7)) tree = appendLeaf(tree, leaf).next;
    const { leafHash: hash, completed } = appendLeaf(tree, leaves[7]!);
    expect(hash).toBe(bytesToHex(hashes[7]!));
    expect(completed.map(({ level, index }) => [level, index])).toEqual([
      [1, 3],
      [2, 1],
      [3, 0],
    ]);
    for (const { level, index, hash: subtree } of completed)
      expect(subtree).toBe(bytesToHex(await reference.complete(level, index)));
  });
});
