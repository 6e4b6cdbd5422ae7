import { randomUUID } from 'node:crypto';
import { RepeatedStreamError } from '../event-store';
import { campaignApproved, campaignFeatured } from '../testing/sample-events';
import { fakeKurrentDb } from './testing/fake-kurrentdb';
import { grow, recordOf, storeOn } from './testing/kurrentdb-store-world';

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
