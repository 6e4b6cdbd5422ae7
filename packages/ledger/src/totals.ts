import { accounts, escrowCampaign } from './accounts';
import { GIFT_REFUND_TYPES, GIFT_TYPES, PAYOUT_REVERSED_TYPES, PAYOUT_TYPES } from './event-kinds';

/** Entries summed by event type and account: what a read model answers for a campaign or a creator. */
export type LedgerLine = { type: string; account: string; amount: number };

/** What a page shows of money, in cents: given, given back, kept as fees, paid to the creator, still held. */
export type LedgerTotals = {
  raisedCents: number;
  refundedCents: number;
  feesCents: number;
  paidOutCents: number;
  heldCents: number;
};

const FEE_ACCOUNTS = new Set([accounts.platformFees, accounts.providerFees]);

/** The totals of some escrows' entries, as the books define them. */
export const ledgerTotals = (lines: readonly LedgerLine[]): LedgerTotals => {
  const totals = { raisedCents: 0, refundedCents: 0, feesCents: 0, paidOutCents: 0, heldCents: 0 };
  for (const { type, account, amount } of lines) {
    const escrow = escrowCampaign(account) !== undefined;
    if (escrow) totals.heldCents += amount;
    if (escrow && GIFT_TYPES.has(type)) totals.raisedCents += amount;
    if (escrow && GIFT_REFUND_TYPES.has(type)) totals.refundedCents -= amount;
    const payout = PAYOUT_TYPES.has(type) || PAYOUT_REVERSED_TYPES.has(type);
    if (payout && FEE_ACCOUNTS.has(account)) totals.feesCents += amount;
    if (payout && !escrow && !FEE_ACCOUNTS.has(account)) totals.paidOutCents += amount;
  }
  return totals;
};
