import { campaignProgressFrom, campaignTotalsRow } from './campaign-progress';

describe('campaign progress', () => {
  it('when a campaign row is read, then its progress is in dollars with the percentage capped', () => {
    const row = campaignTotalsRow.parse({
      id: 'c1',
      goal_cents: '200000',
      amount_raised_cents: 250_000,
      donation_count: 3,
      amount_refunded_cents: 1_050,
    });
    expect(campaignProgressFrom(row)).toEqual({
      campaignId: 'c1',
      amountRaised: 2_500,
      goalAmount: 2_000,
      donationCount: 3,
      progressPercentage: 100,
      amountRefunded: 10.5,
    });
  });
});
