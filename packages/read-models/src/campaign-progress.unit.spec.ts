import { campaignProgressFrom, campaignTotalsRow, raisedDropOf } from './campaign-progress';

describe('campaign progress', () => {
  it('when a campaign row is read, then its progress is in dollars on the money kept, with the percentage capped', () => {
    const row = campaignTotalsRow.parse({
      id: 'c1',
      goal_cents: '200000',
      amount_raised_cents: 250_000,
      donation_count: 3,
      amount_refunded_cents: 1_050,
    });
    expect(campaignProgressFrom(row)).toEqual({
      campaignId: 'c1',
      amountRaised: 2_489.5,
      goalAmount: 2_000,
      donationCount: 3,
      progressPercentage: 100,
      amountRefunded: 10.5,
    });
  });

  // Issue 42, item 8: a page showed 100 % and the campaign then ended failed, deciding on the money kept.
  it('when the provider gives gifts back (a dispute lost, a refund from its dashboard), then raised and progress drop below the goal and say why', () => {
    const row = campaignTotalsRow.parse({
      id: 'c1',
      goal_cents: 10_000,
      amount_raised_cents: 10_000,
      donation_count: 3,
      amount_refunded_cents: 1_000,
      amount_reversed_cents: 2_500,
    });
    expect(campaignProgressFrom(row)).toMatchObject({ amountRaised: 65, progressPercentage: 65 });
    expect(raisedDropOf(row)).toEqual({
      raisedDrop: { given: 100, refunded: 10, reversedByProvider: 25 },
    });
    expect(raisedDropOf({ ...row, amount_refunded_cents: 0, amount_reversed_cents: 0 })).toEqual(
      {},
    );
  });
});
