import { LOG_START } from '../event-store';
import { campaignApproved, campaignFeatured } from '../testing/sample-events';
import { fakeKurrentDb } from './testing/fake-kurrentdb';
import { grow, recordOf, storeOn } from './testing/kurrentdb-store-world';
import {
  awaitTypeIndex,
  processedPosition,
  requireTypeIndex,
  TYPE_INDEX_NOT_RUNNING,
} from './type-index';

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

  it('when types are read after a position, then $all is read from there filtered by those types on the server, and no $et- stream is followed', async () => {
    const kurrent = fakeKurrentDb();
    holdSample(kurrent);
    const store = storeOn(kurrent);
    const [first] = await store.readByType(['CampaignApproved'], {}, LOG_START);
    kurrent.reads.length = 0;
    kurrent.scans.length = 0;

    const later = await store.readByType(['CampaignApproved'], {}, first!.position);

    expect(later.map((event) => [event.streamId, event.streamVersion])).toEqual([
      ['campaign-b', 1],
      ['campaign-a', 3],
    ]);
    expect(kurrent.reads).toEqual([]);
    expect(kurrent.scans).toEqual([
      expect.objectContaining({
        fromPosition: { commit: 100n, prepare: 100n },
        filter: expect.objectContaining({ regex: '^(CampaignApproved)$' }),
      }),
    ]);
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
