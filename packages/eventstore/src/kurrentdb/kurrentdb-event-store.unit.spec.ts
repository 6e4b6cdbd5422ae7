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

/** A long stream of another campaign's CampaignApproved events, from revision `from` to `to` (exclusive). */
const grow = (
  kurrent: ReturnType<typeof fakeKurrentDb>,
  streamId: string,
  from: number,
  to: number,
) => {
  const record = recordOf(streamId, 0n, campaignApproved('other'));
  for (let revision = from; revision < to; revision += 1)
    kurrent.hold({ ...record, id: randomUUID(), revision: BigInt(revision) }, BigInt(revision + 1));
};

describe('appending to KurrentDB', () => {
  it("when an append succeeds, then its position is the append's own, not the stream's end read afterwards", async () => {
    const kurrent = fakeKurrentDb();
    kurrent.onAppend(async () => {
      // Another writer's event lands on the stream before anyone could read its end.
      kurrent.hold(recordOf('campaign-c1', 1n, campaignFeatured('c1')), 7_000n);
      return { position: 5_000n, responses: [] };
    });

    const { lastPosition } = await storeOn(kurrent).append([
      { streamId: 'campaign-c1', expected: 'no_stream', events: [campaignApproved('c1')] },
    ]);

    expect(lastPosition).toEqual({ transactionId: '5000', globalPosition: '5000' });
  });

  it('when KurrentDB reports no position (it took the write for a retry), then the position is where the events are stored', async () => {
    const kurrent = fakeKurrentDb();
    const event = campaignApproved('c2', randomUUID());
    kurrent.onAppend(async () => {
      kurrent.hold(recordOf('campaign-c2', 0n, event), 6_000n);
      return { position: -1n, responses: [] };
    });

    const { lastPosition } = await storeOn(kurrent).append([
      { streamId: 'campaign-c2', expected: 'no_stream', events: [event] },
    ]);

    expect(lastPosition).toEqual({ transactionId: '6000', globalPosition: '6000' });
  });

  it("when one append writes twice to a stream, then its events go in order, each stream's version a check of the same append", async () => {
    const kurrent = fakeKurrentDb();

    await storeOn(kurrent).append([
      { streamId: 'campaign-c3', expected: 'no_stream', events: [campaignApproved('c3')] },
      { streamId: 'donation-p3', expected: 'no_stream', events: [campaignApproved('p3')] },
      { streamId: 'campaign-c3', expected: 1, events: [campaignFeatured('c3')] },
    ]);

    const [{ records, checks }] = kurrent.appends as [(typeof kurrent.appends)[number]];
    expect(
      records
        .filter(({ record }) => record.type !== '$>')
        .map(({ streamName, record }) => [streamName, record.type]),
    ).toEqual([
      ['campaign-c3', 'CampaignApproved'],
      ['campaign-c3', 'CampaignFeatured'],
      ['donation-p3', 'CampaignApproved'],
    ]);
    expect(checks.map(({ streamName, expectedState }) => [streamName, expectedState])).toEqual([
      ['campaign-c3', 'no_stream'],
      ['donation-p3', 'no_stream'],
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

describe('the cost of an append on KurrentDB as its stream grows', () => {
  /** Records read back to append one event to the end of a stream of `size` events, at that version or at any. */
  const readsToAppend = async (
    kurrent: ReturnType<typeof fakeKurrentDb>,
    size: number,
    expected: number | 'any',
  ) => {
    const before = kurrent.served();
    await storeOn(kurrent).append([
      { streamId: 'public-ledger', expected, events: [campaignFeatured('c5')] },
    ]);
    return kurrent.served() - before;
  };

  it('when the stream holds 10 k then 100 k events, then an append reads nothing at an exact version and one event at any', async () => {
    const kurrent = fakeKurrentDb();
    grow(kurrent, 'public-ledger', 0, 10_000);
    const atTenThousand = [
      await readsToAppend(kurrent, 10_000, 10_000),
      await readsToAppend(kurrent, 10_001, 'any'),
    ];
    grow(kurrent, 'public-ledger', 10_002, 100_000);

    const atHundredThousand = [
      await readsToAppend(kurrent, 100_000, 100_000),
      await readsToAppend(kurrent, 100_001, 'any'),
    ];

    expect(atTenThousand).toEqual([0, 1]);
    expect(atHundredThousand).toEqual(atTenThousand);
  });

  it('when a retry of an append that already landed is refused, then only its events are read, from the version it expected, and it succeeds', async () => {
    const kurrent = fakeKurrentDb();
    grow(kurrent, 'public-ledger', 0, 10_000);
    const write = {
      streamId: 'public-ledger',
      expected: 10_000,
      events: [campaignFeatured('c6'), campaignFeatured('c6')].map((event) => ({
        ...event,
        id: randomUUID(),
      })),
    };
    const first = await storeOn(kurrent).append([write]);
    const before = kurrent.served();

    const retry = await storeOn(kurrent).append([write]);

    expect(retry).toEqual(first);
    expect(kurrent.served() - before).toBe(2);
    expect(kurrent.reads.at(-1)).toEqual({
      stream: 'public-ledger',
      options: { fromRevision: 10_000n, maxCount: 2 },
    });
  });

  it('when another writer appends to a stream written at any version between its read and the append, then the append goes at the new end', async () => {
    const kurrent = fakeKurrentDb();
    grow(kurrent, 'receipt-numbers-2026', 0, 3);
    let raced = false;
    kurrent.onAppend(async (append, store) => {
      if (!raced) {
        raced = true;
        grow(kurrent, 'receipt-numbers-2026', 3, 4);
      }
      return store(append);
    });

    await storeOn(kurrent).append([
      { streamId: 'receipt-numbers-2026', expected: 'any', events: [campaignFeatured('c7')] },
    ]);

    expect(kurrent.appends.map(({ checks }) => checks[0]!.expectedState)).toEqual([2n, 3n]);
    expect((await storeOn(kurrent).readStream('receipt-numbers-2026')).version).toBe(5);
  });
});

describe('holding a stream on KurrentDB', () => {
  it('when an append holds a stream that moves before the append lands, then the whole append is refused, nothing written', async () => {
    const kurrent = fakeKurrentDb();
    kurrent.hold(recordOf('campaign-c8', 0n, campaignApproved('c8')), 10n);
    kurrent.onAppend(async (append, store) => {
      // The campaign ends after the caller read it, while its gift is on its way.
      kurrent.hold(recordOf('campaign-c8', 1n, campaignFeatured('c8')), 20n);
      return store(append);
    });

    const gift = storeOn(kurrent).append([
      { streamId: 'donation-d8', expected: 'no_stream', events: [campaignApproved('c8')] },
      { streamId: 'campaign-c8', expected: 1, events: [] },
    ]);

    await expect(gift).rejects.toMatchObject({
      name: 'ConcurrencyError',
      streamId: 'campaign-c8',
      expected: 1,
      actual: 2,
    });
    expect(kurrent.appends[0]!.checks).toContainEqual(
      expect.objectContaining({ streamName: 'campaign-c8', expectedState: 0n }),
    );
    expect(kurrent.records.filter((record) => record.streamId === 'donation-d8')).toEqual([]);
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

  it('when a type is read for one campaign, then its index stream, written with the append, gives only its events, without waiting for the projection', async () => {
    const kurrent = fakeKurrentDb();
    kurrent.projectionAt('C:0/P:0');
    const store = storeOn(kurrent);
    await store.append([
      { streamId: 'campaign-a', expected: 'no_stream', events: [campaignApproved('a')] },
    ]);
    await store.append([
      { streamId: 'campaign-b', expected: 'no_stream', events: [campaignApproved('b')] },
    ]);
    await store.append([
      {
        streamId: 'campaign-a',
        expected: 1,
        events: [campaignFeatured('a'), campaignApproved('a')],
      },
    ]);

    const approvedA = await store.readByType(['CampaignApproved'], { campaignId: 'a' });

    expect(approvedA.map((event) => [event.streamId, event.streamVersion])).toEqual([
      ['campaign-a', 1],
      ['campaign-a', 3],
    ]);
    expect(kurrent.reads.at(-1)).toEqual({
      stream: 'index-campaignId-a',
      options: { resolveLinkTos: true },
    });
    expect(await store.readByType(['CampaignApproved'], { campaignId: 'none' })).toEqual([]);
  });

  it("when the type grows from 10 k to 100 k events of other campaigns, then a campaign's read by type reads as many records", async () => {
    const kurrent = fakeKurrentDb();
    const store = storeOn(kurrent);
    await store.append([
      { streamId: 'campaign-mine', expected: 'no_stream', events: [campaignApproved('mine')] },
    ]);
    const readsOfMine = async () => {
      const before = kurrent.served();
      expect(await store.readByType(['CampaignApproved'], { campaignId: 'mine' })).toHaveLength(1);
      return kurrent.served() - before;
    };
    grow(kurrent, 'campaign-others', 0, 10_000);
    const atTenThousand = await readsOfMine();

    grow(kurrent, 'campaign-others', 10_000, 100_000);

    expect(atTenThousand).toBe(1);
    expect(await readsOfMine()).toBe(atTenThousand);
  });

  it('when a type never written is read, then it gives nothing', async () => {
    const kurrent = fakeKurrentDb();
    holdSample(kurrent);
    kurrent.projectionAt('C:400/P:400');

    expect(await storeOn(kurrent).readByType(['UserRegistered'])).toEqual([]);
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
