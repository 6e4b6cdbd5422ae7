import {
  acceptsDonations,
  cardBadge,
  cardTitle,
  daysLabel,
  fundingDeadline,
  hasFailed,
  isCompleted,
  progressPercent,
  sortCampaigns,
} from './campaign-display';

describe('campaign display rules', () => {
  it('when a title is longer than 40 characters, then the card cuts it at 40 and adds an ellipsis', () => {
    expect(cardTitle('A'.repeat(41))).toBe(`${'A'.repeat(40)}...`);
    expect(cardTitle('A'.repeat(40))).toBe('A'.repeat(40));
  });

  it('when more than the goal is raised, then progress stays at 100', () => {
    expect(progressPercent(3250, 5000)).toBe(65);
    expect(progressPercent(7000, 5000)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });

  it('when one day remains, then the label is singular', () => {
    expect(daysLabel(1)).toBe('day left');
    expect(daysLabel(0)).toBe('days left');
    expect(daysLabel(5)).toBe('days left');
  });

  it('when the goal is met and no days remain, then the campaign is completed', () => {
    expect(isCompleted({ amountRaised: 500, goalAmount: 500, daysRemaining: 0 })).toBe(true);
    expect(isCompleted({ amountRaised: 500, goalAmount: 500, daysRemaining: 2 })).toBe(false);
    expect(isCompleted({ amountRaised: 499, goalAmount: 500, daysRemaining: 0 })).toBe(false);
  });

  it('when a campaign is over, then its card says Completed if funded and Ended if not; an open one shows its category', () => {
    const card = { amountRaised: 100, goalAmount: 500 };
    expect(cardBadge({ ...card, daysRemaining: 0 }).tone).toBe('ended');
    expect(cardBadge({ ...card, daysRemaining: 3, outcome: 'failed' }).tone).toBe('ended');
    expect(cardBadge({ ...card, daysRemaining: 0, amountRaised: 500 }).tone).toBe('completed');
    expect(cardBadge({ ...card, daysRemaining: 3 }).tone).toBe('open');
  });

  it('when an approved campaign still has days left, then it accepts donations, even with its goal met', () => {
    expect(acceptsDonations({ status: 'approved', daysRemaining: 3 })).toBe(true);
    expect(acceptsDonations({ status: 'approved', daysRemaining: 1 })).toBe(true);
  });

  it('when a campaign has ended or is not approved, then it does not accept donations, whether or not its goal was met', () => {
    expect(acceptsDonations({ status: 'approved', daysRemaining: 0 })).toBe(false);
    expect(acceptsDonations({ status: 'pending', daysRemaining: 5 })).toBe(false);
    expect(acceptsDonations({ status: 'rejected', daysRemaining: 5 })).toBe(false);
  });

  it('when an admin closed a campaign before its end date, then it takes no donations and its outcome decides whether it completed', () => {
    expect(acceptsDonations({ status: 'approved', daysRemaining: 5, outcome: 'funded' })).toBe(
      false,
    );
    expect(
      isCompleted({ amountRaised: 500, goalAmount: 500, daysRemaining: 5, outcome: 'funded' }),
    ).toBe(true);
    expect(
      isCompleted({ amountRaised: 500, goalAmount: 500, daysRemaining: 0, outcome: 'failed' }),
    ).toBe(false);
    expect(hasFailed({ outcome: 'failed' })).toBe(true);
    expect(hasFailed({})).toBe(false);
  });

  it('when campaigns are listed, then featured ones come first and newer ones before older', () => {
    const sorted = sortCampaigns([
      { id: 'old', featured: false, createdAt: '2025-01-01T00:00:00Z' },
      { id: 'featured-old', featured: true, createdAt: '2024-01-01T00:00:00Z' },
      { id: 'new', featured: false, createdAt: '2025-06-01T00:00:00Z' },
      { id: 'featured-new', featured: true, createdAt: '2025-02-01T00:00:00Z' },
    ]);
    expect(sorted.map((campaign) => campaign.id)).toEqual([
      'featured-new',
      'featured-old',
      'new',
      'old',
    ]);
  });

  it('when a campaign has no end date, then the funding deadline is today plus the days remaining', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(fundingDeadline({ daysRemaining: 3 }, now).toISOString()).toBe(
      '2025-03-04T12:00:00.000Z',
    );
    expect(
      fundingDeadline({ daysRemaining: 3, endDate: '2025-03-10T00:00:00Z' }, now).toISOString(),
    ).toBe('2025-03-10T00:00:00.000Z');
  });
});
