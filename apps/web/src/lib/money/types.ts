import type { HeldInCurrency, Payout } from './withdrawal-currencies';

export type WithdrawalStatus =
  'requested' | 'approved' | 'rejected' | 'paid' | 'failed' | 'unknown';

/** A withdrawal as the query API answers it: dollars, the wallet's account number masked. */
export type Withdrawal = {
  _id: string;
  campaignId: string;
  campaignTitle: string;
  creatorName: string;
  /** `linkedAt`: when the creator linked it; null for withdrawals asked before it was recorded. */
  wallet: { provider: string; country: string; accountNumber: string; linkedAt: string | null };
  grossAmount: number;
  platformFee: number;
  processingFees: number;
  netAmount: number;
  /** Each currency held, in its minor units; none for withdrawals asked before they were kept. */
  byCurrency: HeldInCurrency[];
  /** What the approval sends in the wallet's currency; null until approved. */
  payout: Payout | null;
  status: WithdrawalStatus;
  reason: string | null;
  reference: string | null;
  /** The second transfer's reference when the payout went through twice. */
  duplicateReference: string | null;
  requestedAt: string;
  decidedAt: string | null;
  paidAt: string | null;
};

export type LedgerKind = 'gift' | 'refund' | 'platformFee' | 'processingFee' | 'payout';

export type LedgerEntry = {
  kind: LedgerKind;
  amount: number;
  at: string;
  actorName: string;
  reference: string | null;
  balance: number;
};

export type MoneyLedger = {
  entries: LedgerEntry[];
  totals: { raised: number; refunded: number; fees: number; paidOut: number; openBalance: number };
};
