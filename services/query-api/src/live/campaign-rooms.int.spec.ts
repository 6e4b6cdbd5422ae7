import { testDatabaseKinds } from '@harambee/eventstore/src/testing/test-databases';
import type { SqlDatabase } from '@harambee/database';
import type { Words } from '@harambee/messages';
import { campaignCreated } from '@harambee/events/src/testing/sample-events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { postgresReadStore } from '../read-store/postgres';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';
import { JOINS_PER_MINUTE, MAX_CAMPAIGN_ROOMS } from './campaign-rooms';
import { createLiveUpdates } from './live-updates';

/** Refusals carry catalogue keys, so the page says them in its own language. */
const refused = {
  unknown: { ok: false, words: { key: 'campaign.notFound' } },
  tooManyRooms: {
    ok: false,
    words: { key: 'live.join.tooManyRooms', values: { limit: MAX_CAMPAIGN_ROOMS } },
  },
  tooFast: { ok: false, words: { key: 'live.join.tooFast' } },
};

const extraCampaigns = Array.from({ length: MAX_CAMPAIGN_ROOMS + 1 }, (_, i) => `room-${i}`);

describe.each(testDatabaseKinds())('campaign rooms on %s', (kind) => {
  let api: QueryApiUnderTest;
  let campaignQueries = 0;
  let url: string;
  let stop: () => Promise<void>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, [
      ...marketplace(),
      ...extraCampaigns.map((id) => campaignCreated(id, 'creator-1')),
    ]);
    /** The real database, counting the queries that read campaigns. */
    const counted: SqlDatabase = {
      ...api.db,
      query: (text, params) => {
        if (text.includes('campaigns')) campaignQueries += 1;
        return api.db.query(text, params);
      },
    };
    const live = createLiveUpdates(postgresReadStore(counted), api.jwtSecret);
    const server = createServer();
    await live.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = async () => {
      await live.close();
      await new Promise((resolve) => server.close(resolve));
    };
  });
  afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
  afterAll(async () => {
    await stop();
    await api.stop();
  });

  const connect = () => {
    const socket = io(url, { transports: ['websocket'], reconnection: false });
    sockets.push(socket);
    return socket;
  };
  const join = (socket: Socket, campaignId: string) =>
    socket.emitWithAck('campaign:join', campaignId) as Promise<{ ok: boolean; words?: Words }>;

  it(`when a socket follows ${MAX_CAMPAIGN_ROOMS} campaigns, then the next is refused until it leaves one`, async () => {
    const socket = connect();
    for (const id of extraCampaigns.slice(0, MAX_CAMPAIGN_ROOMS))
      expect(await join(socket, id)).toEqual({ ok: true });
    expect(await join(socket, extraCampaigns[0]!)).toEqual({ ok: true });
    expect(await join(socket, extraCampaigns[MAX_CAMPAIGN_ROOMS]!)).toEqual(refused.tooManyRooms);
    await socket.emitWithAck('campaign:leave', extraCampaigns[0]);
    expect(await join(socket, extraCampaigns[MAX_CAMPAIGN_ROOMS]!)).toEqual({ ok: true });
  });

  it(`when a socket asks for ${MAX_CAMPAIGN_ROOMS + 1} campaigns at once, then it still follows only ${MAX_CAMPAIGN_ROOMS}`, async () => {
    const socket = connect();
    const together = await Promise.all(extraCampaigns.map((id) => join(socket, id)));
    expect(together.filter((reply) => reply.ok)).toHaveLength(MAX_CAMPAIGN_ROOMS);
    expect(together.filter((reply) => !reply.ok)).toEqual([refused.tooManyRooms]);
  });

  it(`when a socket joins more than ${JOINS_PER_MINUTE} times in a minute, then further joins are refused while another socket still joins`, async () => {
    const socket = connect();
    for (let i = 0; i < JOINS_PER_MINUTE; i++)
      expect(await join(socket, 'c1')).toEqual({ ok: true });
    const before = campaignQueries;
    expect(await join(socket, 'c1')).toEqual(refused.tooFast);
    expect(campaignQueries).toBe(before);
    expect(await join(connect(), 'c1')).toEqual({ ok: true });
  });

  it('when an unknown campaign id is joined again and again, then it is refused and the database is asked once', async () => {
    const socket = connect();
    const before = campaignQueries;
    expect(await join(socket, 'no-such-campaign')).toEqual(refused.unknown);
    expect(campaignQueries).toBe(before + 1);
    for (let i = 0; i < 10; i++)
      expect(await join(i % 2 ? socket : connect(), 'no-such-campaign')).toEqual(refused.unknown);
    expect(campaignQueries).toBe(before + 1);
    expect(await join(socket, 'c3')).toEqual({ ok: true });
    expect(campaignQueries).toBe(before + 2);
  });
});
