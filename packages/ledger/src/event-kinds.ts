/** Which postings are gifts, refunds of gifts, payouts and disputes: what the invariants and totals follow. */
export const GIFT_TYPES: ReadonlySet<string> = new Set([
  'DonationRecorded',
  'CryptoPledgeConfirmed',
]);
/** A refund that failed at the provider after we made it is a refund undone: its posting is the refund's, negated. */
export const REFUND_REVERSED_TYPES: ReadonlySet<string> = new Set(['RefundReversed']);
export const GIFT_REFUND_TYPES: ReadonlySet<string> = new Set([
  'DonationRefunded',
  ...REFUND_REVERSED_TYPES,
]);
export const PAYOUT_TYPES: ReadonlySet<string> = new Set(['PayoutPaid']);
/** A paid transfer the provider took back is a payout undone: its posting is the payout's, negated. */
export const PAYOUT_REVERSED_TYPES: ReadonlySet<string> = new Set(['PayoutReversed']);
/** Refunds the provider made on its own side (its dashboard): given back, but not by us, so not shown as refunded. */
export const PROVIDER_REFUND_TYPES: ReadonlySet<string> = new Set(['ProviderRefundRecorded']);
export const DISPUTE_OPENED_TYPES: ReadonlySet<string> = new Set(['DisputeOpened']);
/** A dispute's close: its posting says won (money back where it was taken from) or lost (to the donor). */
export const DISPUTE_CLOSED_TYPES: ReadonlySet<string> = new Set(['DisputeClosed']);
