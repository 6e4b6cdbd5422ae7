import type { EventOf } from '@harambee/events';

/** One campaign's history as the campaign's decider specs give it: created, approved, featured. */
export const campaignId = 'c-1';
export const at = '2026-11-22T10:00:00.000Z';
export const endDate = '2026-12-01T23:59:59.999Z';
export const creator = { userId: 'u-creator', role: 'creator' as const };
export const admin = { userId: 'u-admin', role: 'admin' as const };

export const created: EventOf<'CampaignCreated'> = {
  type: 'CampaignCreated',
  data: {
    campaignId,
    creatorId: creator.userId,
    title: 'Cold rooms',
    story: '<p>Fish</p>',
    goalCents: 500_000,
    category: 'equipment',
    endDate,
    imagePath: 'a.jpg',
    country: 'Kenya',
    createdAt: at,
  },
};
export const approved: EventOf<'CampaignApproved'> = {
  type: 'CampaignApproved',
  data: { campaignId, at },
};
export const featured: EventOf<'CampaignFeatured'> = {
  type: 'CampaignFeatured',
  data: { campaignId, at },
};
