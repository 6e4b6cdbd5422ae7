import type { Subtrees } from '@harambee/merkle-log';
import { hexToBytes } from '@noble/hashes/utils.js';
import type { LedgerReads } from '../read-store/port';

/** The tree's complete subtrees as the projector stored them from the published events. */
export const storedSubtrees = (reads: Pick<LedgerReads, 'ledgerNode'>): Subtrees => ({
  complete: async (level, index) => {
    const hash = await reads.ledgerNode(level, index);
    if (!hash) throw new Error(`The public ledger has no subtree ${level}/${index}`);
    return hexToBytes(hash);
  },
});
