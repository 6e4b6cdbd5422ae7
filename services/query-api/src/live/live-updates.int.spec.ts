import { createPostgresEventStore } from '@harambee/events';
import { signToken } from '@harambee/platform';
import { startProjector } from '@harambee/projector';
import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import {
  appendEach,
  byAdmin,
  campaignCreated,
  campaignEnded,
  campaignReviewed,
  creatorRegistered,
  donationRecorded,
  withdrawalApproved,
  withdrawalRequested,
} from '@harambee/events/src/testing/sample-events';
import { io, type Socket } from 'socket.io-client';
import { startQueryApiServer } from '../server';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

const nextEvent = <T>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
) =>
  new Promise<T>((resolve) => {
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });

describe.each(readStoreKinds())('live updates on %s', (kind) => {
  let api: QueryApiUnderTest;
  let projector: Awaited<ReturnType<typeof startProjector>>;
  const sockets: Socket[] = [];

  beforeEach(async () => {
    api = await startQueryApiUnderTest(kind, marketplace());
    projector = await startProjector({
      db: api.db,
      store: api.store,
      readModels: api.readModels,
      idleMs: 100,
    });
  });
  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.disconnect());
    await projector.stop();
    await api.stop();
  });

  const connect = (url: string, token?: string) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      auth: token ? { token } : {},
    });
    sockets.push(socket);
    return socket;
  };
  const join = (socket: Socket, campaignId: string) =>
    socket.emitWithAck('campaign:join', campaignId) as Promise<{ ok: boolean }>;

  it('when a donation is projected, then the campaign room gets its progress and the creator their count', async () => {
    const creator = connect(api.url, api.tokens.creator);
    expect(await nextEvent(creator, 'notifications:count')).toEqual({ count: 2 });
    const visitor = connect(api.url);
    const initial = nextEvent(visitor, 'campaign:progress');
    expect(await join(visitor, 'c1')).toEqual({ ok: true });
    expect(await initial).toEqual({
      campaignId: 'c1',
      amountRaised: 125,
      goalAmount: 2000,
      donationCount: 2,
      progressPercentage: 6,
      amountRefunded: 0,
    });

    const progress = nextEvent(visitor, 'campaign:progress');
    const count = nextEvent(creator, 'notifications:count');
    await appendEach(api.store, donationRecorded('c1', { amountCents: 87_500 }));
    expect(await progress).toEqual({
      campaignId: 'c1',
      amountRaised: 1000,
      goalAmount: 2000,
      donationCount: 3,
      progressPercentage: 50,
      amountRefunded: 0,
    });
    expect(await count).toEqual({ count: 3 });
  });

  it('when a withdrawal is decided, then its creator and the admins hear its status; other creators do not', async () => {
    const creator = connect(api.url, api.tokens.creator);
    const admin = connect(api.url, api.tokens.admin);
    const other = connect(api.url, api.tokens.otherCreator);
    await Promise.all(
      [creator, admin, other].map((socket) => nextEvent(socket, 'notifications:count')),
    );
    const heardByOther: unknown[] = [];
    other.on('withdrawals:changed', (change) => heardByOther.push(change));
    const approved = (change: { status: string }) => change.status === 'approved';
    const toCreator = nextEvent(creator, 'withdrawals:changed', approved);
    const toAdmin = nextEvent(admin, 'withdrawals:changed', approved);
    await appendEach(
      api.store,
      campaignEnded('c1', 'funded', 12_500),
      withdrawalRequested('c1', 'creator-1', {
        grossCents: 12_500,
        platformFeeCents: 625,
        processingFeesCents: 0,
        netCents: 11_875,
      }),
      withdrawalApproved('c1', 'admin-1'),
    );
    expect(await toCreator).toEqual({ withdrawalId: 'c1', status: 'approved' });
    expect(await toAdmin).toEqual({ withdrawalId: 'c1', status: 'approved' });
    expect(heardByOther).toEqual([]);
  });

  it('when several query-api servers listen, then each pushes to its own clients; other rooms hear nothing', async () => {
    const second = await startQueryApiServer({
      db: api.db,
      reads: api.openReads(),
      store: createPostgresEventStore(api.db),
      config: { jwtSecret: api.jwtSecret, port: 0, publicUrl: '' },
    });
    try {
      const onFirst = connect(api.url);
      const onSecond = connect(second.url);
      const elsewhere = connect(second.url);
      await Promise.all([join(onFirst, 'c1'), join(onSecond, 'c1'), join(elsewhere, 'c3')]);
      const heardElsewhere: unknown[] = [];
      elsewhere.on('campaign:progress', (payload) => heardElsewhere.push(payload));
      const raised = (payload: { donationCount: number }) => payload.donationCount === 3;
      const both = Promise.all([
        nextEvent(onFirst, 'campaign:progress', raised),
        nextEvent(onSecond, 'campaign:progress', raised),
      ]);
      await appendEach(api.store, donationRecorded('c1', { amountCents: 1_000 }));
      const [first, fromSecond] = await both;
      expect(first).toEqual(fromSecond);
      expect(first).toMatchObject({ amountRaised: 135 });
      expect(heardElsewhere).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it('when a client left the room or joins with a bad id or token, then it gets no pushes and no count', async () => {
    const stranger = connect(api.url, api.tokens.forged);
    const counts: unknown[] = [];
    stranger.on('notifications:count', (payload) => counts.push(payload));
    expect(await join(stranger, 'x'.repeat(100))).toEqual({
      ok: false,
      words: { key: 'campaign.notFound' },
    });
    await join(stranger, 'c1');
    await stranger.emitWithAck('campaign:leave', 'c1');
    const progress: unknown[] = [];
    stranger.on('campaign:progress', (payload) => progress.push(payload));

    const watcher = connect(api.url);
    await join(watcher, 'c1');
    const seen = nextEvent(
      watcher,
      'campaign:progress',
      (payload: { donationCount: number }) => payload.donationCount === 3,
    );
    await appendEach(api.store, donationRecorded('c1', { amountCents: 1_000 }));
    await seen;
    expect(progress).toEqual([]);
    expect(counts).toEqual([]);
  });

  it('when campaigns are created, reviewed or deleted, then only admin sockets hear campaigns:changed, and a donation alone does not ring it', async () => {
    const admin = connect(api.url, api.tokens.admin);
    const creator = connect(api.url, api.tokens.creator);
    const visitor = connect(api.url);
    const forged = connect(api.url, api.tokens.forged);
    await Promise.all([
      nextEvent(admin, 'notifications:count'),
      nextEvent(creator, 'notifications:count'),
    ]);
    const heard = { admin: 0, creator: 0, visitor: 0, forged: 0 };
    const count = (socket: Socket, who: keyof typeof heard) =>
      socket.on('campaigns:changed', () => (heard[who] += 1));
    count(admin, 'admin');
    count(creator, 'creator');
    count(visitor, 'visitor');
    count(forged, 'forged');

    const approved = nextEvent(admin, 'campaigns:changed');
    await appendEach(api.store, campaignReviewed('CampaignApproved', 'c2', 'admin-1'));
    await approved;

    const counted = nextEvent(creator, 'notifications:count');
    await appendEach(api.store, donationRecorded('c1', { amountCents: 5_000 }));
    await counted;
    expect(heard.admin).toBe(1);

    for (const change of [
      campaignCreated('c9', 'creator-1', { title: 'Kumasi cocoa dryer', country: 'Ghana' }),
      campaignReviewed('CampaignFeatured', 'c3', 'admin-1'),
      campaignReviewed('CampaignDeleted', 'c4', 'admin-1'),
    ]) {
      const changed = nextEvent(admin, 'campaigns:changed');
      await appendEach(api.store, change);
      await changed;
    }
    expect(heard).toEqual({ admin: 4, creator: 0, visitor: 0, forged: 0 });
  });

  it('when a socket signs in with a validly signed token for nobody or for an erased user, then it is closed and hears no count', async () => {
    await appendEach(api.store, creatorRegistered('creator-9', 'Erased Person'), {
      type: 'PersonalDataErased',
      data: { userId: 'creator-9', reason: 'asked', erasedAt: new Date().toISOString() },
      metadata: byAdmin('admin-1'),
    });
    for (const [userId, role] of [
      ['nobody-1', 'admin'],
      ['creator-9', 'creator'],
    ] as const) {
      const socket = connect(api.url, signToken({ userId, role }, api.jwtSecret));
      const outcome = await Promise.race([
        nextEvent(socket, 'notifications:count').then(() => 'signed in'),
        new Promise((resolve) => socket.once('disconnect', resolve)),
      ]);
      expect({ userId, outcome }).toEqual({ userId, outcome: 'io server disconnect' });
    }
  });

  it("when a creator's token claims the admin role, then its socket joins only the creator's own room", async () => {
    const claimsAdmin = connect(
      api.url,
      signToken({ userId: 'creator-1', role: 'admin' }, api.jwtSecret),
    );
    const admin = connect(api.url, api.tokens.admin);
    await Promise.all([
      nextEvent(claimsAdmin, 'notifications:count'),
      nextEvent(admin, 'notifications:count'),
    ]);
    let heard = 0;
    claimsAdmin.on('campaigns:changed', () => (heard += 1));
    const changed = nextEvent(admin, 'campaigns:changed');
    await appendEach(api.store, campaignReviewed('CampaignApproved', 'c2', 'admin-1'));
    await changed;
    const counted = nextEvent(claimsAdmin, 'notifications:count');
    await appendEach(api.store, donationRecorded('c1', { amountCents: 5_000 }));
    expect(await counted).toEqual({ count: 3 });
    expect(heard).toBe(0);
  });
});
