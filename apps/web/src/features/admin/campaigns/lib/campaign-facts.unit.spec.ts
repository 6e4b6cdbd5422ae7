import type { AdminCampaign } from '../../types';
import {
  campaignStats,
  creatorName,
  matchesFilter,
  matchesSearch,
  oldestWaitingFirst,
  waitingSince,
} from './campaign-facts';

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

describe('the review queue', () => {
  it('when a campaign was sent back after an edit, then it waits since then; a live one with an edit waits since the edit; others wait for nothing', () => {
    expect(waitingSince(campaign({}))).toBe('2026-03-01T00:00:00.000Z');
    expect(waitingSince(campaign({ updatedAt: '2026-03-04T00:00:00.000Z' }))).toBe(
      '2026-03-04T00:00:00.000Z',
    );
    const edit = {
      title: 't',
      story: 's',
      category: 'equipment',
      editedAt: '2026-03-06T00:00:00.000Z',
    };
    expect(waitingSince(campaign({ status: 'approved', pendingEdit: edit }))).toBe(edit.editedAt);
    expect(waitingSince(campaign({ status: 'approved' }))).toBeUndefined();
  });

  it('when campaigns wait, then the one that waited longest comes first', () => {
    const newest = campaign({ _id: 'new', createdAt: '2026-03-09T00:00:00.000Z' });
    const oldest = campaign({ _id: 'old', createdAt: '2026-03-01T00:00:00.000Z' });
    const resent = campaign({
      _id: 'resent',
      createdAt: '2026-02-01T00:00:00.000Z',
      updatedAt: '2026-03-05T00:00:00.000Z',
    });
    expect(oldestWaitingFirst([newest, resent, oldest]).map((c) => c._id)).toEqual([
      'old',
      'resent',
      'new',
    ]);
  });
});
