/**
 * Paths the sequences step around, each naming the bug the outside oracle found on it, until it is fixed: the
 * command that would walk it does nothing there instead. Delete an entry with its fix (and its named test).
 */
export const KNOWN_BUG_PATHS: Readonly<Record<string, string>> = {
  disputeOfUnallocatedPayment:
    'A dispute of a payment that arrived after its campaign stopped taking gifts (or of a mismatched one) is not booked (only an `unknownCharge` alert), and while Paystack holds the disputed money it refuses our refund of that payment as more than is left (`PaymentRefundFailed`, an admin alerted): the payment waits unallocated forever, and a dispute lost is never booked.',
};
