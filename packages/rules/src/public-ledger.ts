/** The most leaves one request for the public ledger's entries returns. */
export const LEDGER_ENTRIES_MAX = 1_000;
/**
 * How long a receipt's mail waits for its gift's entry in the public ledger (placed within a second when the
 * publisher is well) before it goes without the entry's number.
 */
export const RECEIPT_MAIL_LEDGER_WAIT_MS = 5 * 60_000;
/** How many of the latest entries the public ledger page lists. */
export const LEDGER_LATEST_ENTRIES = 50;

/** Where the ledger's public key is served, apart from the API: the key each receipt prints. */
export const LEDGER_KEY_PATH = '/.well-known/harambee-ledger-key';

/** What the receipt page's "Verify" says it checked, and which check failed and why. */
export const LEDGER_VERIFY_TEXTS = {
  verifying: 'Checking your gift against the public ledger…',
  passed: 'Verified: your gift is in the public ledger.',
  failed: 'Not verified.',
  notYet:
    'Your gift is not in the public ledger yet; it is added within a few seconds. Try again shortly.',
  fetchFailed: (what: string) => `We could not fetch the ledger's ${what}; try again.`,
  unproven:
    'Not proven: a gift like yours is in the public ledger, but its entry cannot show it is your gift.',
  keyOk: (key: string) =>
    `The ledger key served at ${LEDGER_KEY_PATH} is the key printed on your receipt (${key}).`,
  keyBad: (key: string) =>
    `The ledger key served at ${LEDGER_KEY_PATH} is not the key printed on your receipt (${key}): compare it with the key in Harambee's README.`,
  signatureOk: (treeSize: number, timestamp: string) =>
    `The ledger's head (${treeSize} entries, signed ${timestamp}) carries a valid Ed25519 signature from the key printed on your receipt.`,
  signatureBad:
    "The ledger's head signature does not verify with the key printed on your receipt: this head was not signed by Harambee's ledger key.",
  leafNotYetSigned: (index: number) =>
    `Your entry #${index} is newer than the latest signed head; try again in a few seconds.`,
  inclusionOk: (index: number, treeSize: number) =>
    `The inclusion proof shows entry #${index} is in the signed tree of ${treeSize} entries (RFC 9162 audit path).`,
  inclusionBad: (index: number) =>
    `The inclusion proof does not lead from entry #${index} to the signed root hash: the entry or the proof was altered.`,
  matchOk: (paid: string, amount: string, campaign: string) =>
    `The entry is a gift that took ${paid} and moves ${amount} into the escrow of "${campaign}", as your receipt says.`,
  matchBad: (paid: string, amount: string, campaign: string) =>
    `The entry is not a gift that took ${paid} and moves ${amount} into the escrow of "${campaign}", as your receipt says.`,
  commitmentOk:
    "The entry's commitment is the SHA-256 of your receipt's id, the amount charged and the proof code printed on your receipt: it is your gift's entry, and no other receipt's.",
  commitmentBad:
    "The entry's commitment is not the one your receipt's id, amount charged and proof code make: it is not your gift's entry.",
  commitmentMissing:
    'The entry was written before gift entries carried a commitment to their receipt, so it cannot show it is your gift rather than another of the same amount.',
};
