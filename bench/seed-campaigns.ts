import type { EventMetadata, EventStore, HarambeeEvent, StreamWrite } from '@harambee/events';
import { LOG_START } from '@harambee/eventstore';
import { randomUUID } from 'node:crypto';

const DAY = 24 * 60 * 60 * 1000;
const STORY =
  '<p>A campaign made by the benchmark: it takes card donations from many backers at once.</p>';

const firstCreator = async (store: EventStore) => {
  const events = await store.readAll(LOG_START, 500);
  const creator = events.find((event) => event.type === 'CreatorRegistered');
  if (creator?.type !== 'CreatorRegistered')
    throw new Error('no creator in the log: start the server with DEMO_SEED=true');
  return creator.data;
};

/**
 * Approved campaigns with no donations yet, appended to the log as the demo seed does, with the demo's picture
 * unless `imagePath` names another stored image; returns their ids.
 */
export const seedBenchCampaigns = async (
  store: EventStore,
  count: number,
  imagePath = 'demo-campaign-1.svg',
): Promise<string[]> => {
  const creator = await firstCreator(store);
  const now = Date.now();
  const as = (actorRole: EventMetadata['actorRole']): EventMetadata => ({
    actorId: creator.userId,
    actorRole,
    correlationId: randomUUID(),
    causationId: null,
  });
  const writes: StreamWrite[] = [];
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const campaignId = randomUUID();
    const created: HarambeeEvent = {
      type: 'CampaignCreated',
      data: {
        campaignId,
        creatorId: creator.userId,
        title: `Benchmark campaign ${index + 1}`,
        story: STORY,
        goalCents: 100_000_000,
        category: 'expansion',
        endDate: new Date(now + 30 * DAY).toISOString(),
        imagePath,
        country: creator.country,
        createdAt: new Date(now).toISOString(),
      },
    };
    const approved: HarambeeEvent = {
      type: 'CampaignApproved',
      data: { campaignId, at: new Date(now).toISOString() },
    };
    writes.push({
      streamId: `campaign-${campaignId}`,
      expected: 'no_stream',
      events: [
        { ...created, metadata: as('creator') },
        { ...approved, metadata: as('admin') },
      ],
    });
    ids.push(campaignId);
  }
  await store.append(writes);
  return ids;
};
