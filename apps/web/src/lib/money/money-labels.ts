import type { LedgerKind, WithdrawalStatus } from './types';

export const withdrawalStatusLabel: Record<WithdrawalStatus, string> = {
  requested: 'Awaiting approval',
  approved: 'Approved, paying out',
  rejected: 'Rejected',
  paid: 'Paid',
  failed: 'Payout failed',
};

export const ledgerKindLabel: Record<LedgerKind, string> = {
  gift: 'Gift',
  refund: 'Refund',
  platformFee: 'Platform fee (5%)',
  processingFee: 'Processing fees',
  payout: 'Payout',
};

/** Money in comes in as a plus, everything else goes out. */
export const signedAmount = (kind: LedgerKind) => (kind === 'gift' ? 1 : -1);
