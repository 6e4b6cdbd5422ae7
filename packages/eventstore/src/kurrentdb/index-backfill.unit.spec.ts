import { campaignApproved, campaignFeatured } from '../testing/sample-events';
import { backfillIndexStreams } from './index-backfill';
import { linkTo } from './index-streams';
import { fakeKurrentDb } from './testing/fake-kurrentdb';
import { recordOf, storeOn } from './testing/kurrentdb-store-world';

/** A log written by a version that kept no index streams: three events of two campaigns, no links. */
const logWithoutIndex = () => {
  const kurrent = fakeKurrentDb();
  kurrent.hold(recordOf('campaign-a', 0n, campaignApproved('a')), 1n);
  kurrent.hold(recordOf('campaign-b', 0n, campaignApproved('b')), 2n);
  kurrent.hold(recordOf('campaign-a', 1n, campaignFeatured('a')), 3n);
  return kurrent;
};

const linksIn = (kurrent: ReturnType<typeof fakeKurrentDb>, streamId: string) =>
  kurrent.records
    .filter((record) => record.streamId === streamId)
    .map((record) => new TextDecoder().decode(record.data as Uint8Array));

const campaignA = (kurrent: ReturnType<typeof fakeKurrentDb>) =>
  storeOn(kurrent).readByType(['CampaignApproved', 'CampaignFeatured'], { campaignId: 'a' });

describe('writing the index streams of a log written before them', () => {
  it('when a campaign is read on a log without its index stream, then nothing is found until the backfill links its events', async () => {
    const kurrent = logWithoutIndex();
    expect(await campaignA(kurrent)).toEqual([]);

    const done = await backfillIndexStreams(kurrent.client, { pageSize: 2 });

    expect(done).toMatchObject({ read: 3, linked: 3 });
    expect(linksIn(kurrent, 'index-campaignId-a')).toEqual(['0@campaign-a', '1@campaign-a']);
    expect((await campaignA(kurrent)).map((event) => event.type)).toEqual([
      'CampaignApproved',
      'CampaignFeatured',
    ]);
  });

  it('when a text, a dispute and a provider reference were written unindexed, then each is linked under its field', async () => {
    const kurrent = fakeKurrentDb();
    const record = recordOf('sms-receipt-g1', 0n, campaignApproved('x'));
    kurrent.hold({ ...record, type: 'SmsSent', data: { smsId: 'ATXid_1', regarding: 'g1' } }, 1n);
    kurrent.hold(
      {
        ...record,
        streamId: 'payment-p1',
        type: 'PaymentSucceeded',
        data: { providerReference: 'ref-9', campaignId: 'c1', disputeId: 'dp_1' },
      },
      2n,
    );

    await backfillIndexStreams(kurrent.client);

    expect(linksIn(kurrent, 'index-smsId-ATXid_1')).toEqual(['0@sms-receipt-g1']);
    expect(linksIn(kurrent, 'index-providerReference-ref-9')).toEqual(['0@payment-p1']);
    expect(linksIn(kurrent, 'index-disputeId-dp_1')).toEqual(['0@payment-p1']);
    expect(linksIn(kurrent, 'index-campaignId-c1')).toEqual(['0@payment-p1']);
  });

  it('when it runs again, or over events appended with their links, then nothing is linked twice', async () => {
    const kurrent = logWithoutIndex();
    await backfillIndexStreams(kurrent.client);
    await storeOn(kurrent).append([
      { streamId: 'campaign-a', expected: 2, events: [campaignApproved('a')] },
    ]);

    const again = await backfillIndexStreams(kurrent.client);

    expect(again).toMatchObject({ read: 4, linked: 0 });
    expect(linksIn(kurrent, 'index-campaignId-a')).toEqual([
      '0@campaign-a',
      '1@campaign-a',
      '2@campaign-a',
    ]);
  });

  it('when an application appends while the backfill has already read an index stream, then the new link is seen, not written again', async () => {
    const kurrent = logWithoutIndex();
    const store = storeOn(kurrent);
    let appended = false;

    await backfillIndexStreams(kurrent.client, {
      pageSize: 1,
      onPage: async () => {
        if (appended) return;
        appended = true;
        await store.append([
          { streamId: 'campaign-a', expected: 2, events: [campaignApproved('a')] },
        ]);
      },
    });

    expect(linksIn(kurrent, 'index-campaignId-a').sort()).toEqual([
      '0@campaign-a',
      '1@campaign-a',
      '2@campaign-a',
    ]);
  });

  it('when stopped, then it resumes from the position it last reported', async () => {
    const kurrent = logWithoutIndex();
    const reported: Awaited<ReturnType<typeof backfillIndexStreams>>[] = [];
    await backfillIndexStreams(kurrent.client, {
      pageSize: 1,
      onPage: (page) => {
        reported.push(page);
      },
    });
    const afterFirst = reported[0]!.position;
    const fresh = logWithoutIndex();

    const rest = await backfillIndexStreams(fresh.client, { from: afterFirst });

    expect(rest).toMatchObject({ read: 2, linked: 2 });
    expect(linksIn(fresh, 'index-campaignId-a')).toEqual(['1@campaign-a']);
    expect(linksIn(fresh, 'index-campaignId-b')).toEqual(['0@campaign-b']);
  });

  it('when an index stream links one event twice, then a read by type gives it once', async () => {
    const kurrent = logWithoutIndex();
    await backfillIndexStreams(kurrent.client);
    await kurrent.client.appendRecords([
      { streamName: 'index-campaignId-a', record: linkTo(0n, 'campaign-a') },
    ]);

    expect(await campaignA(kurrent)).toHaveLength(2);
  });
});
