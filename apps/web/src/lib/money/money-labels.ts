import type { LedgerKind, WithdrawalStatus } from './types';

export const withdrawalStatusLabel: Record<WithdrawalStatus, string> = {
  requested: 'Awaiting approval',
  approved: 'Approved, paying out',
  rejected: 'Rejected',
  paid: 'Paid',
  failed: 'Payout failed',
  unknown: 'Payout being confirmed',
};

/** Admins are told what to do about a transfer whose outcome is unknown. */
export const adminWithdrawalStatusLabel: Record<WithdrawalStatus, string> = {
  ...withdrawalStatusLabel,
  unknown: 'Unknown — check with the provider',
};

/** Money in comes in as a plus, everything else goes out. */
export const signedAmount = (kind: LedgerKind) => (kind === 'gift' ? 1 : -1);
