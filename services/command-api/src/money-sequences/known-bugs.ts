/**
 * Paths the sequences step around, each naming the bug the outside oracle found on it, until it is fixed: the
 * command that would walk it does nothing there instead. Delete an entry with its fix (and its named test).
 */
export const KNOWN_BUG_PATHS: Readonly<Record<string, string>> = {
  paidAfterAllOnceRevised:
    'A transfer Paystack said failed that goes through after all is booked paid (`payout-decisions.ts` `succeeded`) with the amounts of the withdrawal as it stands when its success is learned, not those the transfer sent: when gifts were given back since the request and an admin approved again first (or the callback was lost, so the approval’s check finds it), the approval revised the net, fees and wallet amount, and the books say the creator got the revised amount while Paystack sent the old one (a $5 gift, the transfer failed, a quarter refunded from the dashboard, the success’s callback lost, approved again: Paystack sent 6902 GHS, the books 5172; since each transfer is booked as it was sent, the escrow goes negative instead). Stepped around: a transfer paid after all once gifts were given back and it was approved again, or whose callback is lost (gifts may then be given back before the approval finds it). Each transfer’s own amounts (net, fees, plan as sent) must be remembered and booked when it is paid, the make-good of every failure since its sending undone, and what the escrow lacks owed by the creator and written off (the ledger then needs the escrow’s balance, not only what moved since the last failure).',
};
