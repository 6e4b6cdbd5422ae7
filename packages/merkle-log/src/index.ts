export { leafHash, nodeHash, emptyRoot } from './tree-hash';
export { type Subtrees, rangeRoot, memorySubtrees } from './subtrees';
export { inclusionProof, consistencyProof } from './proofs';
export { verifyInclusion, verifyConsistency } from './verify';
export {
  type TreeHeadBody,
  type SignedTreeHead,
  headBytes,
  rawPublicKey,
  verifyTreeHead,
} from './tree-head';
export { publicKeyLine } from './key-line';
export { type Frontier, type Subtree, emptyFrontier, appendLeaf, frontierRoot } from './frontier';
export {
  type GiftCommitmentInput,
  chargedBy,
  giftCommitment,
  GIFT_LEAF_TYPES,
  movedIn,
} from './gift-commitment';
