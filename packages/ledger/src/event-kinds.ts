/** Which postings are gifts, refunds of gifts, payouts and disputes: what the invariants and totals follow. */
export const GIFT_TYPES: ReadonlySet<string> = new Set([
  'DonationRecorded',
  'CryptoPledgeConfirmed',
]);
export const GIFT_REFUND_TYPES: ReadonlySet<string> = new Set(['DonationRefunded']);
export const PAYOUT_TYPES: ReadonlySet<string> = new Set(['PayoutPaid']);
/** The dispute events' types, once they post (disputes.ts): a gift they name ends disputed. */
export const DISPUTE_TYPES: ReadonlySet<string> = new Set();
