import { type EventStore, harambeeCatalogue } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import { campaignCreated } from '@harambee/events/src/testing/sample-events';
import { sweptSteps } from './swept-steps';

/** The store, counting the events each read by type gives. */
const counted = () => {
  const store: EventStore = createInMemoryEventStore(harambeeCatalogue, () => new Date());
  const given: number[] = [];
  const readByType: EventStore['readByType'] = async (types, where, after) => {
    const events = await store.readByType(types, where, after);
    given.push(events.length);
    return events;
  };
  const open = (campaignId: string) =>
    store.append([
      {
        streamId: `campaign-${campaignId}`,
        expected: 'no_stream',
        events: [campaignCreated(campaignId, 'u-1')],
      },
    ]);
  return { store: { ...store, readByType }, given, open };
};

const campaignIds = () =>
  sweptSteps(
    ['CampaignCreated'],
    () => [] as string[],
    (ids, created) => [...ids, created.data.campaignId],
  );

describe('a sweep going on from its last run', () => {
  it('when it runs again, then it reads only the events appended since, and knows every one', async () => {
    const { store, given, open } = counted();
    const sweep = campaignIds();
    await open('c-1');
    await open('c-2');
    await sweep(store);
    await open('c-3');

    const known = await sweep(store);
    const unchanged = await sweep(store);

    expect(known).toEqual(['c-1', 'c-2', 'c-3']);
    expect(unchanged).toEqual(known);
    expect(given).toEqual([2, 1, 0]);
  });

  it('when another store is swept, then it is folded from its own start', async () => {
    const [first, second] = [counted(), counted()];
    const sweep = campaignIds();
    await first.open('c-1');
    await second.open('c-9');

    expect(await sweep(first.store)).toEqual(['c-1']);
    expect(await sweep(second.store)).toEqual(['c-9']);
  });
});
