/**
 * Paths the sequences step around, each naming the bug the outside oracle found on it, until it is fixed: the
 * command that would walk it does nothing there instead. Delete an entry with its fix (and its named test).
 */
export const KNOWN_BUG_PATHS = {
  dashboardRefundOfUnallocatedPayment:
    "A refund from Paystack's dashboard of a payment that arrived after its campaign stopped taking gifts is not booked (only an `unknownCharge` alert); our own refund of that payment then asks for the whole charge, so the donor is given back more than they paid and the books disagree with Paystack's.",
  latePaymentRefundFailedAtProvider:
    'Our refund of a payment that arrived after its campaign stopped taking gifts (or of a mismatched one), when Paystack later says it failed (`refund.failed`), stays booked as made: the donor has nothing back, the books say they have, and it is never tried again.',
} as const;
