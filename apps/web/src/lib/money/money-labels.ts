import type { LedgerKind } from './types';

/** Money in comes in as a plus, everything else goes out. */
export const signedAmount = (kind: LedgerKind) => (kind === 'gift' ? 1 : -1);
