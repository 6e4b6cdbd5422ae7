import { equalBytes } from '@noble/curves/utils.js';
import { nodeHash } from './tree-hash';

/** RFC 9162 section 2.1.3.2: does `path` lead from the leaf hash at `index` to `root` in a tree of `treeSize`? */
export const verifyInclusion = (
  leaf: Uint8Array,
  index: number,
  treeSize: number,
  path: readonly Uint8Array[],
  root: Uint8Array,
): boolean => {
  if (index >= treeSize) return false;
  let fn = index;
  let sn = treeSize - 1;
  let r = leaf;
  for (const p of path) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      r = nodeHash(p, r);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else r = nodeHash(r, p);
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && equalBytes(r, root);
};

/** RFC 9162 section 2.1.4.2: does `proof` show the tree of `first` leaves (`firstRoot`) is a prefix of `second`'s? */
export const verifyConsistency = (
  first: number,
  second: number,
  firstRoot: Uint8Array,
  secondRoot: Uint8Array,
  proof: readonly Uint8Array[],
): boolean => {
  if (first > second) return false;
  if (first === second) return proof.length === 0 && equalBytes(firstRoot, secondRoot);
  if (first === 0) return proof.length === 0;
  if (proof.length === 0) return false;
  const path = (first & (first - 1)) === 0 ? [firstRoot, ...proof] : [...proof];
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) [fn, sn] = [fn >> 1, sn >> 1];
  let [fr, sr] = [path[0]!, path[0]!];
  for (const c of path.slice(1)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      if (fn % 2 === 0) while (fn % 2 === 0 && fn !== 0) [fn, sn] = [fn >> 1, sn >> 1];
    } else sr = nodeHash(sr, c);
    [fn, sn] = [fn >> 1, sn >> 1];
  }
  return sn === 0 && equalBytes(fr, firstRoot) && equalBytes(sr, secondRoot);
};
