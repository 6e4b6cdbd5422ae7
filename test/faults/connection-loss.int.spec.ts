import { sleep } from '@harambee/eventstore/src/testing/sample-events';
import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import { io, type Socket } from 'socket.io-client';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { approvedCampaignId, startDonationLoad } from './support/donation-load';
import { recordedDonations, terminateConnections } from './support/database-server';

const describeOnServer = process.env.TEST_DATABASE_URL ? describe : describe.skip;

type Progress = { campaignId: string; donationCount: number; amountRaised: number };

describeOnServer('when the database drops every connection of the app during donations', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let harambee: TestHarambee;
  let socket: Socket;

  beforeAll(async () => {
    database = await createServerDatabase();
    harambee = await startHarambee({
      seed: true,
      env: { DATABASE_URL: database.url, PAYMENT_PROVIDER: 'sandbox' },
    });
  });
  afterAll(async () => {
    socket?.disconnect();
    await harambee?.stop();
    await database?.drop();
  });

  /** The campaign as the read side serves it, asking again after a 503 as a browser would. */
  const campaignNow = async (campaignId: string): Promise<Progress> => {
    for (;;) {
      const { status, body } = await harambee.api(`/v1/campaigns/public/${campaignId}`);
      if (status === 200) return body.data.campaign;
      expect(status).toBe(503);
      await sleep(50);
    }
  };

  it('then the process lives, each acknowledged donation is counted once, and live pushes resume', async () => {
    const campaignId = await approvedCampaignId(harambee.url);
    const before = await campaignNow(campaignId);
    socket = io(harambee.url, { transports: ['websocket'] });
    const pushes: Array<Progress & { at: number }> = [];
    socket.on('campaign:progress', (progress: Progress) =>
      pushes.push({ ...progress, at: Date.now() }),
    );
    await socket.emitWithAck('campaign:join', campaignId);

    const load = startDonationLoad(harambee.url, campaignId);
    await sleep(1_000);
    expect(await terminateConnections(database.name)).toBeGreaterThan(0);
    await sleep(1_000);
    expect(await terminateConnections(database.name)).toBeGreaterThan(0);
    const answeringAgain = Date.now();
    const countThen = (await campaignNow(campaignId)).donationCount;
    while (
      !pushes.some((push) => push.donationCount > countThen) &&
      Date.now() - answeringAgain < 15_000
    )
      await sleep(20);
    const report = await load.stop();

    const resumed = pushes.find((push) => push.donationCount > countThen);
    expect(resumed).toBeDefined();
    expect(report.unreachable).toBe(0);
    expect(
      Object.keys(report.statuses)
        .map(Number)
        .filter((status) => ![200, 201, 503].includes(status)),
    ).toEqual([]);
    expect(report.acknowledged.length).toBeGreaterThan(10);

    const recorded = await recordedDonations(
      database.name,
      report.acknowledged.map((gift) => gift.paymentId),
    );
    expect(report.acknowledged.filter((gift) => recorded.get(gift.paymentId) !== 1)).toEqual([]);
    const raised = report.acknowledged.reduce((sum, gift) => sum + gift.amount, 0);
    let after = await campaignNow(campaignId);
    while (
      after.donationCount < before.donationCount + report.acknowledged.length &&
      Date.now() - answeringAgain < 20_000
    ) {
      await sleep(100);
      after = await campaignNow(campaignId);
    }
    expect(after).toMatchObject({
      donationCount: before.donationCount + report.acknowledged.length,
      amountRaised: before.amountRaised + raised,
    });
    expect((await harambee.api('/health/live')).status).toBe(200);
    expect(await harambee.api('/health')).toMatchObject({
      status: 200,
      body: { data: { ready: true, database: 'postgres' } },
    });
  });
});
