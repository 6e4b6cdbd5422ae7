import type { Posting } from '@harambee/ledger';
import { giftCommitment } from '@harambee/merkle-log';
import { publicEntry } from './public-entry';

const kesGift: Posting = {
  eventId: 'event-1',
  position: { transactionId: '10', globalPosition: '3' },
  at: '2026-11-26T06:00:00.000Z',
  type: 'DonationRecorded',
  campaignId: 'campaign-1',
  subject: 'gift-1',
  currency: 'KES',
  entries: [
    { account: 'provider:paystack', amount: -129_350 },
    { account: 'exchange:KES', amount: 129_350 },
    { account: 'exchange:KES', amount: -1_000, currency: 'USD' },
    { account: 'campaign:campaign-1:escrow', amount: 1_000, currency: 'USD' },
  ],
};

describe('a public ledger entry', () => {
  it('given a gift in shillings, when published, then its amount is the shillings moved and the dollar lines say their currency', () => {
    expect(publicEntry(kesGift, 7)).toEqual({
      index: 7,
      at: kesGift.at,
      type: 'DonationRecorded',
      campaignId: 'campaign-1',
      currency: 'KES',
      amount: 129_350,
      postings: [
        { account: 'provider:paystack', amount: -129_350 },
        { account: 'exchange:KES', amount: 129_350 },
        { account: 'exchange:KES', amount: -1_000, currency: 'USD' },
        { account: 'campaign:campaign-1:escrow', amount: 1_000, currency: 'USD' },
      ],
    });
  });

  it("given a creator's account, when published, then it names the kind of account, not the person", () => {
    const payout: Posting = {
      ...kesGift,
      currency: 'USD',
      entries: [
        { account: 'campaign:campaign-1:escrow', amount: -1_000 },
        { account: 'creator:user-9:payable', amount: 1_000 },
      ],
    };
    expect(publicEntry(payout, 8).postings[1]).toEqual({
      account: 'creators:payable',
      amount: 1_000,
    });
  });

  it("given a gift and its salt, when published, then the entry commits to the gift's receipt in the charged currency; other entries commit to nothing", () => {
    expect(publicEntry(kesGift, 7, 'salt-1').commitment).toBe(
      giftCommitment({ receiptId: 'gift-1', amount: 129_350, currency: 'KES', salt: 'salt-1' }),
    );
    expect(publicEntry({ ...kesGift, type: 'DonationRefunded' }, 8, 'salt-1')).not.toHaveProperty(
      'commitment',
    );
  });
});
