import type { EventMetadata } from '@harambee/events';
import type { NewEvent } from '../event-store';

export const adminMetadata: EventMetadata = {
  actorId: 'admin-1',
  actorRole: 'admin',
  correlationId: 'correlation-1',
  causationId: null,
};

export const campaignApproved = (campaignId: string, id?: string): NewEvent => ({
  type: 'CampaignApproved',
  data: { campaignId, at: '2026-11-22T10:00:00.000Z' },
  metadata: adminMetadata,
  ...(id ? { id } : {}),
});

export const campaignFeatured = (campaignId: string): NewEvent => ({
  type: 'CampaignFeatured',
  data: { campaignId, at: '2026-11-22T11:00:00.000Z' },
  metadata: adminMetadata,
});

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once the check holds; the test's own timeout bounds the wait. */
export const eventually = async (check: () => boolean | Promise<boolean>) => {
  while (!(await check())) await sleep(20);
};
