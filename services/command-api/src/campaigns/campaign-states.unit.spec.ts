import { type EventStore, harambeeCatalogue, type HarambeeEvent } from '@harambee/events';
import { createInMemoryEventStore } from '@harambee/eventstore/src/testing/in-memory-event-store';
import type { CommandContext } from '../core/command-context';
import type { Decider } from '../core/decider';
import { handleCommandWith, withMetadata } from '../core/handle-command';
import { campaignStream } from './campaign';
import { campaignDependency, currentCampaign } from './campaign-states';
import { approved, at, campaignId, created, featured } from './testing/campaign-history';

const context: CommandContext = { system: true, correlationId: 'c', now: new Date(at) };
const stream = campaignStream(campaignId);

/** The store, telling what each read of the campaign's stream asked for and how many of its events came. */
const watched = () => {
  const store: EventStore = createInMemoryEventStore(harambeeCatalogue, () => new Date(at));
  const reads: { after: number | undefined; events: number }[] = [];
  const readStreams: EventStore['readStreams'] = async (streamIds, after) => {
    const answer = await store.readStreams(streamIds, after);
    const index = streamIds.indexOf(stream);
    if (index >= 0) reads.push({ after: after?.[stream], events: answer[index]!.events.length });
    return answer;
  };
  const appendToCampaign = (events: HarambeeEvent[], expected: 'no_stream' | number) =>
    store.append([{ streamId: stream, expected, events: withMetadata(events, context) }]);
  return { store: { ...store, readStreams }, reads, appendToCampaign };
};

/** A decision on another stream that depends on the campaign: it features a second campaign. */
const dependent: Decider<object, 'feature', typeof featured> = {
  initialState: {},
  evolve: (state) => state,
  decide: () => [{ ...featured, data: { ...featured.data, campaignId: 'c-2' } }],
};

describe("a campaign's state kept by its stream's version", () => {
  it('when the campaign has not moved since it was read, then a second read gets none of its events and the same state', async () => {
    const { store, reads, appendToCampaign } = watched();
    await appendToCampaign([created, approved], 'no_stream');

    const first = await currentCampaign(store, campaignId);
    const second = await currentCampaign(store, campaignId);

    expect(reads).toEqual([
      { after: undefined, events: 2 },
      { after: 2, events: 0 },
    ]);
    expect(second).toEqual(first);
    expect(second.version).toBe(2);
  });

  it('when the campaign moved, then the next read gets only the later events and folds them onto the kept state', async () => {
    const { store, reads, appendToCampaign } = watched();
    await appendToCampaign([created, approved], 'no_stream');
    await currentCampaign(store, campaignId);
    await appendToCampaign([featured], 2);

    const now = await currentCampaign(store, campaignId);

    expect(reads.at(-1)).toEqual({ after: 2, events: 1 });
    expect(now.version).toBe(3);
    // Another store object keeps nothing: it folds the whole stream.
    expect(now.state).toEqual((await currentCampaign({ ...store }, campaignId)).state);
  });

  it('when the campaign changed between the read and the append, then the clash makes the retry read it from the start', async () => {
    const { store, reads, appendToCampaign } = watched();
    await appendToCampaign([created, approved], 'no_stream');
    let rivalDone = false;
    const racing: EventStore = {
      ...store,
      append: async (writes, alongside) => {
        if (!rivalDone) {
          rivalDone = true;
          await appendToCampaign([featured], 2);
        }
        return store.append(writes, alongside);
      },
    };
    await currentCampaign(racing, campaignId);

    await handleCommandWith(
      racing,
      campaignStream('c-2'),
      dependent,
      campaignDependency(campaignId),
      () => 'feature' as const,
      context,
    );

    expect(reads).toEqual([
      { after: undefined, events: 2 },
      { after: 2, events: 0 },
      { after: undefined, events: 3 },
    ]);
  });
});
