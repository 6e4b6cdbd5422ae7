import { entryCurrency, type Posting } from '@harambee/ledger';
import { chargedBy, GIFT_LEAF_TYPES, giftCommitment } from '@harambee/merkle-log';
import canonicalize from 'canonicalize';

/** One posting as the world sees it: amounts in minor units, accounts that name no person. */
export type PublicEntry = {
  index: number;
  at: string;
  type: string;
  campaignId: string;
  currency: string;
  amount: number;
  /** `currency` only on an entry in another currency than the entry's (money crossing an exchange account). */
  postings: { account: string; amount: number; currency?: string }[];
  /** On a gift's entry only: the commitment to its receipt (see `giftCommitment`); none on entries from before. */
  commitment?: string;
};

const personalAccount = /^creator:[^:]+:(.+)$/;

/** A creator's own account is published as the creators' account of its kind: the campaign says whose it was. */
export const publicAccount = (account: string) => account.replace(personalAccount, 'creators:$1');

/** What the entry moved, in its own currency and across exchange accounts. */
const withoutCommitment = (posting: Posting, index: number): PublicEntry => ({
  index,
  at: posting.at,
  type: posting.type,
  campaignId: posting.campaignId,
  currency: posting.currency,
  amount: posting.entries
    .filter((entry) => entryCurrency(posting, entry) === posting.currency)
    .reduce((moved, entry) => moved + Math.max(entry.amount, 0), 0),
  postings: posting.entries.map((entry) => ({
    account: publicAccount(entry.account),
    amount: entry.amount,
    ...(entryCurrency(posting, entry) === posting.currency
      ? {}
      : { currency: entryCurrency(posting, entry) }),
  })),
});

/**
 * `amount`: what the entry moved in its own currency (the sum of what accounts received in it). `salt`: the gift's
 * salt, for an entry of a gift (whose receipt's id is the posting's subject), which then commits to that receipt and
 * the charge it took.
 */
export const publicEntry = (posting: Posting, index: number, salt?: string): PublicEntry => {
  const entry = withoutCommitment(posting, index);
  return salt !== undefined && GIFT_LEAF_TYPES.includes(posting.type)
    ? {
        ...entry,
        commitment: giftCommitment({ receiptId: posting.subject, ...chargedBy(entry), salt }),
      }
    : entry;
};

/** The leaf's exact text: the RFC 8785 (JCS) canonical JSON of the entry, hashed as its UTF-8 bytes. */
export const leafText = (entry: PublicEntry) => canonicalize(entry)!;
