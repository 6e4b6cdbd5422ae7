import { createHash } from 'node:crypto';
import { chargedBy, giftCommitment, movedIn } from './index';

const receipt = { receiptId: 'gift-1', amount: 129_350, currency: 'KES', salt: 'salt-of-gift-1' };

describe("a gift's commitment to its receipt", () => {
  it('when computed, then it is the SHA-256 of the canonical JSON of the receipt facts and the salt', () => {
    const json =
      '{"amount":129350,"commits":"harambee-gift-receipt","currency":"KES","receiptId":"gift-1","salt":"salt-of-gift-1"}';
    expect(giftCommitment(receipt)).toBe(createHash('sha256').update(json).digest('hex'));
  });

  it('when any fact or the salt differs, then the commitment differs', () => {
    const commitment = giftCommitment(receipt);
    for (const changed of [
      { receiptId: 'gift-2' },
      { amount: 129_351 },
      { currency: 'USD' },
      { salt: 'another-salt' },
    ])
      expect(giftCommitment({ ...receipt, ...changed })).not.toBe(commitment);
  });
});

describe('what a gift entry charged the donor', () => {
  it('given shillings exchanged into dollars with fees covered, then the charge is every shilling the entry moved', () => {
    const entry = {
      currency: 'USD',
      postings: [
        { account: 'payments:unallocated', amount: -323_000, currency: 'KES' },
        { account: 'exchange:KES', amount: 323_000, currency: 'KES' },
        { account: 'exchange:USD', amount: -2_500 },
        { account: 'campaign:c1:escrow', amount: 2_500 },
        { account: 'payments:unallocated', amount: -13_000, currency: 'KES' },
        { account: 'exchange:KES', amount: 13_000, currency: 'KES' },
      ],
    };
    expect(chargedBy(entry)).toEqual({ currency: 'KES', amount: 336_000 });
    expect(movedIn(entry, 'USD')).toBe(2_500);
  });
});
