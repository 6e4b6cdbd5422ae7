import { rangeRoot, type Subtrees } from './subtrees';
import { splitPoint } from './tree-hash';

/** PATH(m, D[start:end]) of RFC 9162 section 2.1.3.1, leaf first. */
const path = async (
  tree: Subtrees,
  m: number,
  start: number,
  end: number,
): Promise<Uint8Array[]> => {
  if (end - start <= 1) return [];
  const k = splitPoint(end - start);
  return m < k
    ? [...(await path(tree, m, start, start + k)), await rangeRoot(tree, start + k, end)]
    : [...(await path(tree, m - k, start + k, end)), await rangeRoot(tree, start, start + k)];
};

/** The audit path of leaf `index` in the tree of the first `treeSize` leaves. */
export const inclusionProof = async (tree: Subtrees, index: number, treeSize: number) => {
  if (!(index >= 0 && index < treeSize)) throw new RangeError('index outside the tree');
  return path(tree, index, 0, treeSize);
};

/** SUBPROOF(m, D[start:end], b) of RFC 9162 section 2.1.4.1. */
const subproof = async (
  tree: Subtrees,
  m: number,
  start: number,
  end: number,
  whole: boolean,
): Promise<Uint8Array[]> => {
  const n = end - start;
  if (m === n) return whole ? [] : [await rangeRoot(tree, start, end)];
  const k = splitPoint(n);
  return m <= k
    ? [...(await subproof(tree, m, start, start + k, whole)), await rangeRoot(tree, start + k, end)]
    : [
        ...(await subproof(tree, m - k, start + k, end, false)),
        await rangeRoot(tree, start, start + k),
      ];
};

/** The proof that the tree of `first` leaves is a prefix of the tree of `second` leaves. */
export const consistencyProof = async (tree: Subtrees, first: number, second: number) => {
  if (!(first >= 0 && first <= second)) throw new RangeError('first must be within second');
  return first === 0 ? [] : subproof(tree, first, 0, second, true);
};
