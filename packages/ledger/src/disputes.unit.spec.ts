import { chargeback, chargebackReversed, receivableWrittenOff } from './disputes';
import { imbalanceOf } from './posting';

const gift = { campaignId: 'c1', donor: 'donors:stripe', amountCents: 2_500 };

describe('how a dispute will post', () => {
  it('when the campaign still holds the gift, then the provider takes it from the escrow back to the donor', () => {
    expect(chargeback({ ...gift, paidOut: false })).toEqual([
      { account: 'campaign:c1:escrow', amount: -2_500 },
      { account: 'donors:stripe', amount: 2_500 },
    ]);
  });

  it('when it was paid out, then the creator owes it (the receivable), and what is never repaid is the platform’s loss', () => {
    const taken = chargeback({ ...gift, paidOut: true });
    expect(taken).toEqual([
      { account: 'campaign:c1:receivable', amount: -2_500 },
      { account: 'donors:stripe', amount: 2_500 },
    ]);
    expect(receivableWrittenOff('c1', 2_500)).toEqual([
      { account: 'platform:loss', amount: -2_500 },
      { account: 'campaign:c1:receivable', amount: 2_500 },
    ]);
  });

  it('when a dispute is won, then the money goes back where it was taken from, and every movement balances', () => {
    const movements = [
      chargeback({ ...gift, paidOut: false }),
      chargebackReversed({ ...gift, paidOut: false }),
      chargebackReversed({ ...gift, paidOut: true }),
      receivableWrittenOff('c1', 100),
    ];
    expect(movements.map(imbalanceOf)).toEqual([0, 0, 0, 0]);
    expect(chargebackReversed({ ...gift, paidOut: false })[1]).toEqual({
      account: 'campaign:c1:escrow',
      amount: 2_500,
    });
  });
});
