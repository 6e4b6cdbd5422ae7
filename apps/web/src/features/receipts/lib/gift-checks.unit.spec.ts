import { giftCommitment } from '@harambee/merkle-log';
import type { PublicEntry } from '../../../lib/ledger-entry';
import { commitmentCheck, type GiftClaim, keyCheck, matchCheck, verdictOf } from './gift-checks';

const KEY =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAek06Iw2N2IKBtq2qaARt/NlUf2RUOc0F8MDKQs1gRBs=\n-----END PUBLIC KEY-----\n';

const claim: GiftClaim = {
  receiptId: 'gift-1',
  index: 4,
  campaignId: 'c1',
  campaignTitle: 'Clean water',
  amountCents: 2_500,
  charged: { amountMinor: 323_000, currency: 'KES' },
  salt: 'salt-of-gift-1',
  ledgerKey: KEY,
};

/** The gift's entry as the publisher wrote it before entries committed to receipts. */
const entryBefore = {
  index: 4,
  at: '2026-11-29T09:00:00.000Z',
  type: 'DonationRecorded',
  campaignId: 'c1',
  currency: 'USD',
  amount: 2_500,
  postings: [
    { account: 'payments:unallocated', amount: -323_000, currency: 'KES' },
    { account: 'exchange:KES', amount: 323_000, currency: 'KES' },
    { account: 'exchange:USD', amount: -2_500 },
    { account: 'campaign:c1:escrow', amount: 2_500 },
  ],
};

/** The gift's entry as the publisher writes it: shillings exchanged into the campaign's dollars, committed to. */
const giftEntry = {
  ...entryBefore,
  commitment: giftCommitment({
    receiptId: 'gift-1',
    amount: 323_000,
    currency: 'KES',
    salt: 'salt-of-gift-1',
  }),
};

const results = (entry: PublicEntry, against = claim) => [
  matchCheck(entry, against, 'en').result,
  commitmentCheck(entry, against).result,
];

// Issue "Money that matches the world", item 11: Verify passed for a gift that was not the receipt's.
describe("a receipt's Verify of its gift's entry", () => {
  it('given the entry of the gift, when checked, then it matches and commits to the receipt', () => {
    expect(results(giftEntry)).toEqual(['Ok', 'Ok']);
    expect(matchCheck(giftEntry, claim, 'en').text).toMatch(
      /^The entry is a gift that took KSh\s3,230\.00 and moves \$25\.00 into the escrow of "Clean water"/,
    );
  });

  it('when a French reader verifies, then the amounts it names are written as their receipt and the ledger page write them', () => {
    expect(matchCheck(giftEntry, claim, 'fr').values).toMatchObject({
      paid: '3\u202f230,00\u00a0KSh',
      amount: '25,00\u00a0$US',
    });
  });

  it('given an entry of another type moving the same money, when checked, then it does not match', () => {
    expect(results({ ...giftEntry, type: 'WithdrawalRevised' })[0]).toBe('Bad');
  });

  it('given an entry that took another amount or currency than the receipt was charged, when checked, then it fails', () => {
    expect(
      results(giftEntry, { ...claim, charged: { amountMinor: 322_900, currency: 'KES' } }),
    ).toEqual(['Bad', 'Bad']);
    expect(
      results(giftEntry, { ...claim, charged: { amountMinor: 323_000, currency: 'GHS' } }),
    ).toEqual(['Bad', 'Bad']);
  });

  it("given an entry whose commitment is not the receipt's, when checked, then the commitment fails", () => {
    expect(results({ ...giftEntry, commitment: 'ab'.repeat(32) })).toEqual(['Ok', 'Bad']);
    expect(results(giftEntry, { ...claim, salt: 'a guessed salt' })).toEqual(['Ok', 'Bad']);
  });

  it("given a second receipt for a gift of the same amount to the same campaign, when checked against the first gift's entry, then it fails", () => {
    const second = { ...claim, receiptId: 'gift-2', salt: 'salt-of-gift-2' };
    expect(results(giftEntry, second)).toEqual(['Ok', 'Bad']);
  });

  it('given an entry written before entries carried commitments, when checked, then Verify says it is not proven rather than passing or failing', () => {
    const checks = [matchCheck(entryBefore, claim, 'en'), commitmentCheck(entryBefore, claim)];
    expect(checks.map((check) => check.result)).toEqual(['Ok', 'Missing']);
    expect(checks[1]!.text).toMatch(
      /^The entry was written before gift entries carried a commitment/,
    );
    expect(verdictOf(checks)).toBe('unproven');
    expect(verdictOf([...checks, { ...checks[0]!, result: 'Bad' }])).toBe('failed');
    expect(verdictOf([checks[0]!])).toBe('passed');
  });

  it('given the key served at the well-known path, when it is not the key printed on the receipt, then the key check fails', () => {
    expect(keyCheck(KEY, claim).result).toBe('Ok');
    expect(keyCheck(KEY.replace('ek06', 'ek07'), claim).result).toBe('Bad');
  });
});
