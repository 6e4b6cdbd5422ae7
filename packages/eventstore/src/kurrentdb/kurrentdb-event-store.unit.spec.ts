import { randomUUID } from 'node:crypto';
import type { SqlDatabase } from '@harambee/database';
import { RepeatedStreamError } from '../event-store';
import type { PersonalDataVault } from '../personal-data-vault';
import {
  campaignApproved,
  campaignFeatured,
  sampleCatalogue,
  type SampleEvent,
  type SampleMetadata,
} from '../testing/sample-events';
import { validateEvent } from '../validate-event';
import { createKurrentDbEventStore } from './kurrentdb-event-store';
import { toEventData } from './kurrentdb-mapping';
import { fakeKurrentDb } from './testing/fake-kurrentdb';
import {
  awaitTypeIndex,
  processedPosition,
  requireTypeIndex,
  TYPE_INDEX_NOT_RUNNING,
} from './type-index';

/** Neither is reached by these events (no personal fields, no rows alongside). */
const unreached = <T extends object>() =>
  new Proxy({} as T, {
    get: () => {
      throw new Error('not reached in these tests');
    },
  });

const storeOn = (kurrent: ReturnType<typeof fakeKurrentDb>) =>
  createKurrentDbEventStore<SampleEvent, SampleMetadata>(kurrent.client, {
    ...sampleCatalogue,
    vault: unreached<PersonalDataVault>(),
    db: unreached<SqlDatabase>(),
  });

/** A record as KurrentDB holds it, from one of the sample events. */
const recordOf = (
  streamId: string,
  revision: bigint,
  event: Parameters<typeof validateEvent<SampleEvent, SampleMetadata>>[1],
) => {
  const data = toEventData(validateEvent(sampleCatalogue, event));
  return { streamId, revision, created: new Date(), ...data };
};

describe('appending to KurrentDB', () => {
  it("when an append succeeds, then its position is the append's own, not the stream's end read afterwards", async () => {
    const kurrent = fakeKurrentDb();
    kurrent.onAppend(async (requests) => {
      // Another writer's event lands on the stream before anyone could read its end.
      kurrent.hold(recordOf('campaign-c1', 1n, campaignFeatured('c1')), 7_000n);
      return {
        position: 5_000n,
        responses: [{ streamName: requests[0]!.streamName, revision: 0n }],
      };
    });

    const { lastPosition } = await storeOn(kurrent).append([
      { streamId: 'campaign-c1', expected: 'any', events: [campaignApproved('c1')] },
    ]);

    expect(lastPosition).toEqual({ transactionId: '5000', globalPosition: '5000' });
  });

  it('when KurrentDB reports no position (it took the write for a retry), then the position is where the events are stored', async () => {
    const kurrent = fakeKurrentDb();
    const event = campaignApproved('c2', randomUUID());
    kurrent.onAppend(async (requests) => {
      kurrent.hold(recordOf('campaign-c2', 0n, event), 6_000n);
      return { position: -1n, responses: [{ streamName: requests[0]!.streamName, revision: 0n }] };
    });

    const { lastPosition } = await storeOn(kurrent).append([
      { streamId: 'campaign-c2', expected: 'no_stream', events: [event] },
    ]);

    expect(lastPosition).toEqual({ transactionId: '6000', globalPosition: '6000' });
  });

  it('when one append writes twice to a stream, then KurrentDB is asked for that stream once, its events in order', async () => {
    const kurrent = fakeKurrentDb();

    await storeOn(kurrent).append([
      { streamId: 'campaign-c3', expected: 'no_stream', events: [campaignApproved('c3')] },
      { streamId: 'donation-p3', expected: 'no_stream', events: [campaignApproved('p3')] },
      { streamId: 'campaign-c3', expected: 1, events: [campaignFeatured('c3')] },
    ]);

    expect(
      kurrent.appends[0]!.map((request) => [
        request.streamName,
        request.expectedState,
        request.events.map((event) => event.type),
      ]),
    ).toEqual([
      ['campaign-c3', 'no_stream', ['CampaignApproved', 'CampaignFeatured']],
      ['donation-p3', 'no_stream', ['CampaignApproved']],
    ]);
  });

  it('when two streams differ only in case, then KurrentDB is never asked', async () => {
    const kurrent = fakeKurrentDb();

    const append = storeOn(kurrent).append([
      { streamId: 'campaign-c4', expected: 'any', events: [campaignApproved('c4')] },
      { streamId: 'Campaign-C4', expected: 'any', events: [campaignApproved('c4')] },
    ]);

    await expect(append).rejects.toThrow(RepeatedStreamError);
    expect(kurrent.appends).toEqual([]);
  });
});

describe('reading by type on KurrentDB', () => {
  const holdSample = (kurrent: ReturnType<typeof fakeKurrentDb>) => {
    kurrent.hold(recordOf('campaign-a', 0n, campaignApproved('a')), 100n);
    kurrent.hold(recordOf('campaign-b', 0n, campaignApproved('b')), 200n);
    kurrent.hold(recordOf('campaign-a', 1n, campaignFeatured('a')), 300n);
    kurrent.hold(recordOf('campaign-a', 2n, campaignApproved('a')), 400n);
  };

  it('when types are read, then their $et- streams are read with links resolved, merged in log order, and $all is never scanned', async () => {
    const kurrent = fakeKurrentDb();
    holdSample(kurrent);
    kurrent.projectionAt('C:400/P:400');

    const events = await storeOn(kurrent).readByType(['CampaignApproved', 'CampaignFeatured']);

    expect(events.map((event) => [event.streamId, event.streamVersion, event.type])).toEqual([
      ['campaign-a', 1, 'CampaignApproved'],
      ['campaign-b', 1, 'CampaignApproved'],
      ['campaign-a', 2, 'CampaignFeatured'],
      ['campaign-a', 3, 'CampaignApproved'],
    ]);
    expect(kurrent.reads).toEqual([
      { stream: '$et-CampaignApproved', options: { resolveLinkTos: true } },
      { stream: '$et-CampaignFeatured', options: { resolveLinkTos: true } },
    ]);
    // Only the head, read backwards one event: never a scan of the log.
    expect(kurrent.scans).toEqual([
      expect.objectContaining({ direction: 'backwards', maxCount: 1 }),
    ]);
  });

  it('when data is matched, then only the events holding it come back; a type never written gives nothing', async () => {
    const kurrent = fakeKurrentDb();
    holdSample(kurrent);
    kurrent.projectionAt('C:400/P:400');
    const store = storeOn(kurrent);

    const approvedA = await store.readByType(['CampaignApproved'], { campaignId: 'a' });

    expect(approvedA.map((event) => event.position.globalPosition)).toEqual(['100', '400']);
    expect(await store.readByType(['UserRegistered'])).toEqual([]);
  });

  it('when the projection is behind the head, then the read waits until it has caught up', async () => {
    const kurrent = fakeKurrentDb();
    holdSample(kurrent);
    kurrent.projectionAt('C:200/P:200');
    setTimeout(() => kurrent.projectionAt('C:400/P:400'), 120);

    const read = storeOn(kurrent).readByType(['CampaignApproved']);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(kurrent.reads).toEqual([]);

    expect(await read).toHaveLength(3);
  });
});

describe('the $by_event_type projection', () => {
  it.each([
    ['C:1234/P:1200', { transactionId: '1234', globalPosition: '1200' }],
    ['(1) C:5/P:5; $et-CampaignApproved: 3; ', { transactionId: '5', globalPosition: '5' }],
    ['C:-1/P:-1', { transactionId: '-1', globalPosition: '-1' }],
    ['Phase: 0', undefined],
  ])('when its status says %s, then it has processed the log to %p', (status, position) => {
    expect(processedPosition(status)).toEqual(position);
  });

  it('when it stays behind the head, then the read fails saying where it is', async () => {
    const kurrent = fakeKurrentDb();
    kurrent.projectionAt('C:200/P:200');

    await expect(
      awaitTypeIndex(kurrent.client, { transactionId: '400', globalPosition: '400' }, 100),
    ).rejects.toThrow(/at C:200\/P:200, behind the log's head C:400\/P:400/);
  });

  it('when the log is empty, then nothing is waited for', async () => {
    const kurrent = fakeKurrentDb();
    kurrent.projectionAt('C:-1/P:-1');

    await expect(
      awaitTypeIndex(kurrent.client, { transactionId: '0', globalPosition: '0' }, 0),
    ).resolves.toBeUndefined();
  });

  it.each(['Stopped', 'Faulted'] as const)(
    'when it is %s, then the store refuses to start naming the settings that run it',
    async (status) => {
      const kurrent = fakeKurrentDb();
      kurrent.projectionAt('C:0/P:0', status);

      await expect(requireTypeIndex(kurrent.client, 100)).rejects.toThrow(TYPE_INDEX_NOT_RUNNING);
    },
  );

  it('when the server runs no projections at all, then the store refuses to start the same way', async () => {
    const kurrent = fakeKurrentDb();
    kurrent.client.getProjectionStatus = async () => {
      throw new Error('projections are not enabled');
    };

    await expect(requireTypeIndex(kurrent.client, 100)).rejects.toThrow(TYPE_INDEX_NOT_RUNNING);
    expect(TYPE_INDEX_NOT_RUNNING).toMatch(/KURRENTDB_RUN_PROJECTIONS=System/);
  });

  it('when it runs, or starts running while the store opens, then the store starts', async () => {
    await expect(requireTypeIndex(fakeKurrentDb().client)).resolves.toBeUndefined();
    const starting = fakeKurrentDb();
    starting.projectionAt('C:0/P:0', 'Preparing');
    setTimeout(() => starting.projectionAt('C:0/P:0', 'Running'), 100);
    await expect(requireTypeIndex(starting.client, 5_000)).resolves.toBeUndefined();
  });
});
