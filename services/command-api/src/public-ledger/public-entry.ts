import type { Posting } from '@harambee/ledger';
import canonicalize from 'canonicalize';

/** One posting as the world sees it: amounts in minor units, accounts that name no person. */
export type PublicEntry = {
  index: number;
  at: string;
  type: string;
  campaignId: string;
  currency: string;
  amount: number;
  postings: { account: string; amount: number }[];
};

const personalAccount = /^creator:[^:]+:(.+)$/;

/** A creator's own account is published as the creators' account of its kind: the campaign says whose it was. */
export const publicAccount = (account: string) => account.replace(personalAccount, 'creators:$1');

export const publicEntry = (posting: Posting, index: number): PublicEntry => ({
  index,
  at: posting.at,
  type: posting.type,
  campaignId: posting.campaignId,
  currency: posting.currency,
  amount: posting.entries.reduce((moved, entry) => moved + Math.max(entry.amount, 0), 0),
  postings: posting.entries.map(({ account, amount }) => ({
    account: publicAccount(account),
    amount,
  })),
});

/** The leaf's exact text: the RFC 8785 (JCS) canonical JSON of the entry, hashed as its UTF-8 bytes. */
export const leafText = (entry: PublicEntry) => canonicalize(entry)!;
