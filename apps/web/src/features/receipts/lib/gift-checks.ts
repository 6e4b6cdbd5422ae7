import { GIFT_LEAF_TYPES, giftCommitment, movedIn, publicKeyLine } from '@harambee/merkle-log';
import { LEDGER_VERIFY_TEXTS as TEXTS } from '@harambee/rules';
// Relative, so its unit spec runs without the bundler's alias.
import { entryAmount, escrowAccount, type PublicEntry } from '../../../lib/ledger-entry';

/** What the receipt says of the gift, the ledger entry it names, and what it prints to prove it. */
export type GiftClaim = {
  receiptId: string;
  index: number;
  campaignId: string;
  campaignTitle: string;
  amountCents: number;
  /** What the donor was charged, in minor units of the currency charged. */
  charged: { amountMinor: number; currency: string };
  /** The salt of the entry's commitment, printed on the receipt only. */
  salt: string;
  /** The ledger's key (SPKI PEM), printed on the receipt. */
  ledgerKey: string;
};

/** `Missing`: the entry is from before gift entries committed to their receipts, so it proves nothing either way. */
export type CheckResult = 'Ok' | 'Bad' | 'Missing';

/** A check's result in English (`text`), and what any language's words for it need (`values`). */
export type Check = {
  name: 'key' | 'signature' | 'inclusion' | 'match' | 'commitment';
  result: CheckResult;
  text: string;
  values: Record<string, string>;
};

export type Verdict = 'passed' | 'failed' | 'unproven';
export type Verification = { verdict: Verdict; checks: Check[] };

const okOrBad = (ok: boolean): CheckResult => (ok ? 'Ok' : 'Bad');

/** Whether the key the well-known path serves is the one the receipt prints. */
export const keyCheck = (servedKey: string, claim: GiftClaim): Check => {
  const key = publicKeyLine(claim.ledgerKey);
  const result = okOrBad(publicKeyLine(servedKey) === key);
  return {
    name: 'key',
    result,
    text: result === 'Ok' ? TEXTS.keyOk(key) : TEXTS.keyBad(key),
    values: { key },
  };
};

/**
 * Whether the entry is the receipt's gift as the receipt tells it: a gift's entry, at the index named, that took what
 * the receipt says was charged (in that currency) and moved the receipt's dollars into the campaign's escrow.
 */
export const matchCheck = (
  entry: PublicEntry | undefined,
  claim: GiftClaim,
  locale: string,
): Check => {
  const intoEscrow = entry?.postings.find((p) => p.account === escrowAccount(claim.campaignId));
  const { amountMinor, currency } = claim.charged;
  const ok =
    entry !== undefined &&
    GIFT_LEAF_TYPES.includes(entry.type) &&
    entry.index === claim.index &&
    entry.campaignId === claim.campaignId &&
    intoEscrow?.amount === claim.amountCents &&
    (intoEscrow.currency ?? entry.currency) === 'USD' &&
    movedIn(entry, currency) === amountMinor;
  const paidIn = (language: string) => entryAmount({ amount: amountMinor, currency }, language);
  const amountIn = (language: string) =>
    entryAmount({ amount: claim.amountCents, currency: 'USD' }, language);
  const say = ok ? TEXTS.matchOk : TEXTS.matchBad;
  return {
    name: 'match',
    result: okOrBad(ok),
    text: say(paidIn('en'), amountIn('en'), claim.campaignTitle),
    values: { paid: paidIn(locale), amount: amountIn(locale), campaign: claim.campaignTitle },
  };
};

/** Whether the entry commits to this receipt: its id, the charge and the salt printed on it. */
export const commitmentCheck = (entry: PublicEntry | undefined, claim: GiftClaim): Check => {
  const commitment = giftCommitment({
    receiptId: claim.receiptId,
    amount: claim.charged.amountMinor,
    currency: claim.charged.currency,
    salt: claim.salt,
  });
  const result: CheckResult =
    entry && entry.commitment === undefined ? 'Missing' : okOrBad(entry?.commitment === commitment);
  const text = {
    Ok: TEXTS.commitmentOk,
    Bad: TEXTS.commitmentBad,
    Missing: TEXTS.commitmentMissing,
  };
  return { name: 'commitment', result, text: text[result], values: {} };
};

/** Passed when every check is; unproven when only the commitment is missing (an entry from before commitments). */
export const verdictOf = (checks: Check[]): Verdict => {
  if (checks.some((check) => check.result === 'Bad')) return 'failed';
  return checks.some((check) => check.result === 'Missing') ? 'unproven' : 'passed';
};
