/**
 * Paths the sequences step around, each naming the bug the outside oracle found on it, until it is fixed: the
 * command that would walk it does nothing there instead. Delete an entry with its fix (and its named test).
 */
export const KNOWN_BUG_PATHS = {
  dashboardRefundOfUnallocatedPayment:
    "A refund from Paystack's dashboard of a payment that arrived after its campaign stopped taking gifts is not booked (only an `unknownCharge` alert); our own refund of that payment then asks for the whole charge, so the donor is given back more than they paid and the books disagree with Paystack's.",
  payoutHeldAfterLocalGiftLost:
    'A funded campaign whose gift in another currency was then taken back whole (a dispute lost) cannot be paid out: the withdrawal\'s processing fees still count that gift while its per-currency amounts do not, so approval refuses ("would send more than the withdrawal\'s net") and the escrow waits for an admin with nothing they can do.',
  latePaymentRefundFailedAtProvider:
    'Our refund of a payment that arrived after its campaign stopped taking gifts (or of a mismatched one), when Paystack later says it failed (`refund.failed`), stays booked as made: the donor has nothing back, the books say they have, and it is never tried again.',
  payoutReversedAfterLossWrittenOff:
    "A transfer Paystack reverses after a refund or dispute of the campaign's gift came while the payout was on its way: the loss written off then stays written off (PayoutReversed does not take it back, as PayoutFailed does), the revised withdrawal pays the rest, and what was written off stays in the escrow forever.",
} as const;
