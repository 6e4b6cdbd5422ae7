/**
 * Paths the sequences step around, each naming the bug the outside oracle found on it, until it is fixed: the
 * command that would walk it does nothing there instead. Delete an entry with its fix (and its named test).
 */
export const KNOWN_BUG_PATHS: Readonly<Record<string, string>> = {
  refundOwedAfterDisputeWon:
    'When our refund of a partly disputed gift failed and waits for its retry and the dispute is then won, the held part is refunded (`refundAfterDisputeWon`) and that `DonationRefunded` becomes the gift’s last refund step, so `refundRetriesJob` (`refundsDue`: last step a failure) never retries the failed part: the escrow keeps it forever (a $10 gift, $5 disputed, close with refunds while Paystack is down, dispute won: $5 stuck).',
  providerRefundWhileReversedRefundWaits:
    'When our refund of a gift failed at Paystack after it was made (`RefundReversed`) and waits for its retry, and part of the gift is then refunded from Paystack’s dashboard, the books give the donor back more than Paystack did once the retry runs (a $10 gift, our refund and its retry both failed at Paystack, half refunded from the dashboard, then the next retry: donors:paystack 500 below Paystack’s net). The named test for a dashboard refund while our refund waits covers only a refund never made (`RefundFailed`).',
  paidAfterAllOnceRevised:
    'A transfer Paystack said failed that goes through after all is booked paid (`payout-decisions.ts` `succeeded`) with the amounts of the withdrawal as it stands when its success is learned, not those the transfer sent: when gifts were given back since the request and an admin approved again first (or the callback was lost, so the approval’s check finds it), the approval revised the net, fees and wallet amount, and the books say the creator got the revised amount while Paystack sent the old one (a $5 gift, the transfer failed, a quarter refunded from the dashboard, the success’s callback lost, approved again: Paystack sent 6902 GHS, the books 5172). Each transfer’s own amounts (net, fees, plan as sent) must be remembered and booked when it is paid, the make-good of every failure since its sending undone, and what the escrow lacks owed by the creator and written off (the ledger then needs the escrow’s balance, not only what moved since the last failure).',
};
