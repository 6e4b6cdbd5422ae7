import { sha256 } from '#sha256';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import canonicalize from 'canonicalize';

/**
 * What a gift's public leaf commits to: its receipt (whose id is the gift's), the amount in minor units of the
 * currency the donor was charged, and a salt that only the receipt carries, so the leaf names no gift to anyone else.
 */
export type GiftCommitmentInput = {
  receiptId: string;
  amount: number;
  currency: string;
  salt: string;
};

/** SHA-256 (hex) of the JCS (RFC 8785) JSON of the receipt's facts and salt: one receipt, one commitment. */
export const giftCommitment = ({ receiptId, amount, currency, salt }: GiftCommitmentInput) =>
  bytesToHex(
    sha256(
      utf8ToBytes(
        canonicalize({ commits: 'harambee-gift-receipt', receiptId, amount, currency, salt })!,
      ),
    ),
  );

/** A published entry's lines, each in the entry's currency unless it names its own. */
type Entry = { currency: string; postings: readonly { amount: number; currency?: string }[] };

/** All that an entry's lines in `currency` received, in its minor units. */
export const movedIn = ({ currency: own, postings }: Entry, currency: string) =>
  postings
    .filter((line) => (line.currency ?? own) === currency)
    .reduce((moved, line) => moved + Math.max(line.amount, 0), 0);

/**
 * What a gift's entry took from the donor: its first line is the money leaving the donor's payment, in the currency
 * they were charged, and all the entry moved in that currency is the charge (the gift, and any fees covered on top).
 */
export const chargedBy = (entry: Entry) => {
  const first = entry.postings[0];
  const currency = first?.currency ?? entry.currency;
  return { currency, amount: movedIn(entry, currency) };
};

/** The leaves a receipt's gift can be: a recorded gift, or a confirmed crypto pledge. */
export const GIFT_LEAF_TYPES: readonly string[] = ['DonationRecorded', 'CryptoPledgeConfirmed'];
