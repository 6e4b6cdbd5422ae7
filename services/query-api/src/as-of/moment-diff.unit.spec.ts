import type { CampaignThen } from './campaign-then';
import { momentDiff } from './moment-diff';

const backer = (id: string, amount: number) =>
  ({ _id: id, amount, donorName: `Backer ${id}` }) as CampaignThen['backers']['newest'][number];

const then = (title: string, newest: ReturnType<typeof backer>[]): CampaignThen =>
  ({
    campaign: { title, goalAmount: 5_000 },
    totals: { amountRaised: newest.reduce((sum, gift) => sum + gift.amount, 0) },
    backers: { total: newest.length, newest },
    decisions: [],
  }) as unknown as CampaignThen;

describe('what changed between two moments', () => {
  it('when a field changed, then it is told old to new, and unchanged fields are not', () => {
    expect(momentDiff(then('Kiosk', []), then('Solar kiosk', []))).toEqual([
      { field: 'campaign.title', from: 'Kiosk', to: 'Solar kiosk' },
    ]);
  });

  it('when a newer gift came, then it is one new backer, not every older one moving down the list', () => {
    const older = backer('a', 10);
    const diff = momentDiff(then('Kiosk', [older]), then('Kiosk', [backer('b', 25), older]));
    expect(diff).toEqual([
      { field: 'totals.amountRaised', from: 10, to: 35 },
      { field: 'backers.total', from: 1, to: 2 },
      { field: 'backers.byId.b._id', from: null, to: 'b' },
      { field: 'backers.byId.b.amount', from: null, to: 25 },
      { field: 'backers.byId.b.donorName', from: null, to: 'Backer b' },
    ]);
  });

  it('when the campaign did not exist yet, then each of its fields comes from nothing', () => {
    const before = {
      ...then('Kiosk', []),
      campaign: null,
      totals: null,
    } as unknown as CampaignThen;
    expect(momentDiff(before, then('Kiosk', []))).toEqual([
      { field: 'campaign.title', from: null, to: 'Kiosk' },
      { field: 'campaign.goalAmount', from: null, to: 5_000 },
      { field: 'totals.amountRaised', from: null, to: 0 },
    ]);
  });
});
