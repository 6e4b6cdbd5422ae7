import { emptyRoot, nodeHash, splitPoint } from './tree-hash';

/**
 * Where the tree's complete subtrees come from: `complete(level, index)` is the hash of leaves
 * [index·2^level, (index+1)·2^level). Every range the RFC's recursion visits whose size is a power of two starts at
 * a multiple of that size, so a store of complete subtrees answers any root or proof in O(log n) look-ups.
 */
export type Subtrees = { complete(level: number, index: number): Promise<Uint8Array> };

const isPowerOfTwo = (n: number) => (n & (n - 1)) === 0;

/** MTH(D[start:end]) of RFC 6962 section 2.1. */
export const rangeRoot = async (
  tree: Subtrees,
  start: number,
  end: number,
): Promise<Uint8Array> => {
  const size = end - start;
  if (size === 0) return emptyRoot();
  if (isPowerOfTwo(size)) return tree.complete(Math.log2(size), start / size);
  const k = splitPoint(size);
  return nodeHash(await rangeRoot(tree, start, start + k), await rangeRoot(tree, start + k, end));
};

/** Complete subtrees over leaf hashes held in memory, each computed once. */
export const memorySubtrees = (leafHashes: readonly Uint8Array[]): Subtrees => {
  const known = new Map<string, Uint8Array>();
  const complete = async (level: number, index: number): Promise<Uint8Array> => {
    if (level === 0) {
      const leaf = leafHashes[index];
      if (!leaf) throw new RangeError(`no leaf ${index}`);
      return leaf;
    }
    const key = `${level}/${index}`;
    const cached = known.get(key);
    if (cached) return cached;
    const hash = nodeHash(
      await complete(level - 1, index * 2),
      await complete(level - 1, index * 2 + 1),
    );
    known.set(key, hash);
    return hash;
  };
  return { complete };
};
