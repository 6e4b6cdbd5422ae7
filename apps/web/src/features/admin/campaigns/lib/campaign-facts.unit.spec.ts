import type { AdminCampaign } from '../../types';
import { campaignStats, creatorName, matchesFilter, matchesSearch } from './campaign-facts';

const campaign = (patch: Partial<AdminCampaign>): AdminCampaign => ({
  _id: 'c',
  title: 'Solar cold storage',
  story: '',
  goalAmount: 1000,
  amountRaised: 0,
  daysRemaining: 10,
  category: 'equipment',
  status: 'pending',
  featured: false,
  createdAt: '2026-03-01T00:00:00.000Z',
  creator: { _id: 'u1', name: 'Amina Wanjiku' },
  ...patch,
});

describe('campaign facts for the admin panel', () => {
  it('when campaigns are shown, then the stats count them, sum their goals and count distinct creators', () => {
    const shown = [
      campaign({ _id: 'a', goalAmount: 1500 }),
      campaign({ _id: 'b', goalAmount: 2500.5 }),
      campaign({ _id: 'c', goalAmount: 100, creator: { _id: 'u2', name: 'Kwame' } }),
    ];
    expect(campaignStats(shown)).toEqual({ count: 3, fundingRequested: 4100.5, uniqueCreators: 2 });
    expect(campaignStats([])).toEqual({ count: 0, fundingRequested: 0, uniqueCreators: 0 });
  });

  it('when searching, then the title or the creator name matches regardless of case', () => {
    expect(matchesSearch(campaign({}), 'COLD')).toBe(true);
    expect(matchesSearch(campaign({}), 'wanjiku')).toBe(true);
    expect(matchesSearch(campaign({}), 'bakery')).toBe(false);
    expect(matchesSearch(campaign({}), '  ')).toBe(true);
  });

  it('when a campaign has no creator object, then it is shown as Anonymous and found by that name', () => {
    const orphan = campaign({ creator: undefined });
    expect(creatorName(orphan)).toBe('Anonymous');
    expect(matchesSearch(orphan, 'anonym')).toBe(true);
  });

  it('when a campaign changed locally, then it stays only under the filters it still matches', () => {
    const approvedFeatured = { status: 'approved', featured: true };
    expect(matchesFilter(approvedFeatured, 'approved')).toBe(true);
    expect(matchesFilter(approvedFeatured, 'featured')).toBe(true);
    expect(matchesFilter(approvedFeatured, 'pending')).toBe(false);
    expect(matchesFilter({ status: 'rejected', featured: false }, 'all')).toBe(true);
  });
});
