/** The most leaves one request for the public ledger's entries returns. */
export const LEDGER_ENTRIES_MAX = 1_000;
/**
 * How long a receipt's mail waits for its gift's entry in the public ledger (placed within a second when the
 * publisher is well) before it goes without the entry's number.
 */
export const RECEIPT_MAIL_LEDGER_WAIT_MS = 5 * 60_000;
/** How many of the latest entries the public ledger page lists. */
export const LEDGER_LATEST_ENTRIES = 50;

export const LEDGER_MESSAGES = {
  noHeadYet: 'The ledger has no signed head yet; try again in a few seconds.',
  wholeNumber: (name: string) => `${name} must be a whole number, 0 or more.`,
  startAfterEnd: 'start must not be after end.',
  tooWide: `At most ${LEDGER_ENTRIES_MAX} entries at once: narrow start and end.`,
  beyondTree: (name: string, size: number) =>
    `${name} is beyond the ledger, which holds ${size} entries.`,
  emptyTree: (name: string) => `${name} must be at least 1.`,
  indexOutside: 'index must be smaller than treeSize.',
  firstAfterSecond: 'first must not be larger than second.',
};

/** What each kind of published entry is, in the words the public ledger page and receipts use. */
export const LEDGER_ENTRY_KINDS: Record<string, string> = {
  PaymentSucceeded: 'Payment received',
  DonationRecorded: 'Gift',
  CryptoPledgeConfirmed: 'Crypto gift',
  DonationRefunded: 'Gift refunded',
  RefundReversed: 'Refund failed at the provider, owed again',
  PaymentRefunded: 'Payment refunded',
  PaymentMismatchDetected: 'Payment not matching its checkout, held to refund',
  ProviderRefundRecorded: 'Refund by the provider',
  DisputeOpened: 'Dispute opened',
  DisputeClosed: 'Dispute closed',
  DisputeWrittenOff: 'Dispute written off (owed by the creator, borne by the platform)',
  WithdrawalRequested: 'Withdrawal requested',
  WithdrawalRevised: 'Withdrawal revised',
  PayoutPaid: 'Payout paid',
  PayoutDuplicated: 'Payout sent twice (to recover)',
};

/** What the receipt page's "Verify" says it checked, and which check failed and why. */
export const LEDGER_VERIFY_TEXTS = {
  verifying: 'Checking your gift against the public ledger…',
  passed: 'Verified: your gift is in the public ledger.',
  failed: 'Not verified.',
  notYet:
    'Your gift is not in the public ledger yet; it is added within a few seconds. Try again shortly.',
  fetchFailed: (what: string) => `We could not fetch the ledger's ${what}; try again.`,
  signatureOk: (treeSize: number, timestamp: string) =>
    `The ledger's head (${treeSize} entries, signed ${timestamp}) carries a valid Ed25519 signature from the published key.`,
  signatureBad:
    "The ledger's head signature does not verify with the published key: this head was not signed by Harambee's ledger key.",
  leafNotYetSigned: (index: number) =>
    `Your entry #${index} is newer than the latest signed head; try again in a few seconds.`,
  inclusionOk: (index: number, treeSize: number) =>
    `The inclusion proof shows entry #${index} is in the signed tree of ${treeSize} entries (RFC 9162 audit path).`,
  inclusionBad: (index: number) =>
    `The inclusion proof does not lead from entry #${index} to the signed root hash: the entry or the proof was altered.`,
  matchOk: (amount: string, campaign: string) =>
    `The entry moves ${amount} into the escrow of "${campaign}", as your receipt says.`,
  matchBad: (amount: string, campaign: string) =>
    `The entry does not move ${amount} into the escrow of "${campaign}", as your receipt says.`,
};
