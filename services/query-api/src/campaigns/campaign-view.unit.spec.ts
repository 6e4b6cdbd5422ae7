import { parseCampaign } from './campaign-listing';
import { campaignJson, visibleTo } from './campaign-view';

const at = '2026-01-02T00:00:00.000Z';
const listing = (row: Record<string, unknown> = {}) =>
  parseCampaign({
    id: 'c1',
    creator_id: 'creator-1',
    title: 'Solar kiosk',
    story: '<p>Story</p>',
    category: 'equipment',
    goal_cents: 10_000,
    amount_raised_cents: 10_000,
    donation_count: 2,
    end_date: at,
    image_path: 'c1.png',
    country: 'Ghana',
    status: 'approved',
    featured: false,
    verified: true,
    created_at: at,
    updated_at: at,
    outcome: null,
    ended_at: null,
    close_reason: null,
    amount_refunded_cents: 0,
    days_remaining: 3,
    creator_name: 'Kofi Mensah',
    creator_email: null,
    creator_phone: null,
    creator_country: 'Ghana',
    ...row,
  });
const admin = { userId: 'admin-1', role: 'admin' as const };
const creator = { userId: 'creator-1', role: 'creator' as const };

describe('a campaign as the query API shows it', () => {
  // Issue 42, item 13: once deleted, admins could no longer list its gifts (404).
  it('when deleted, then only admins see it, marked with who deleted it, when and why', () => {
    const deleted = listing({ deleted_at: at, deleted_by: 'admin-1', deleted_reason: 'Fraud' });
    expect([admin, creator, undefined].map((viewer) => visibleTo(deleted, viewer))).toEqual([
      true,
      false,
      false,
    ]);
    expect(campaignJson(deleted, admin)).toMatchObject({
      deleted: { at, by: 'admin-1', reason: 'Fraud' },
    });
    expect(campaignJson(listing(), admin)).not.toHaveProperty('deleted');
  });

  // Issue 42, item 8: the page said 100 % while the campaign's end counted a lost dispute out.
  it('when a dispute was lost, then raised and progress are the money kept, as the end decides, and say why', () => {
    const json = campaignJson(listing({ amount_reversed_cents: 2_500 }), undefined);
    expect(json).toMatchObject({
      amountRaised: 75,
      progressPercentage: 75,
      raisedDrop: { given: 100, refunded: 0, reversedByProvider: 25 },
    });
  });
});
