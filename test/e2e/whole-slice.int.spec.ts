import { io, type Socket } from 'socket.io-client';
import { type TestHarambee, startHarambee } from '../support/harambee-server';
import { eventually } from '../support/waiting';
import { creationFields } from '../../services/command-api/src/testing/command-api-under-test';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const connect = (url: string, auth?: { token: string }) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { transports: ['websocket'], auth, reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

let harambee: TestHarambee;
const sockets: Socket[] = [];
beforeAll(async () => {
  harambee = await startHarambee();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await harambee.stop();
});

it('when a creator verifies by mail, creates, an admin approves and a backer donates, then the total, the live pushes and the audit trail all show it', async () => {
  const { api, smtp } = harambee;
  const email = 'amina@example.org';

  const requested = await api('/auth/request-verification', {
    method: 'POST',
    json: { email, name: 'Amina Wanjiku', formData: { title: 'Cold rooms' } },
  });
  expect(requested.status).toBe(200);
  const link = new URL(smtp.linkIn(await smtp.waitForMail(email)));
  expect(link.pathname).toBe('/verify-email');
  expect((await api(`/auth/verify-token?${link.searchParams}`)).body.data.verified).toBe(true);

  const form = new FormData();
  const fields = creationFields(email, link.searchParams.get('token')!, {
    title: 'Solar cold rooms for Kisumu',
    goalAmount: '1000',
  });
  Object.entries(fields).forEach(([key, value]) => form.set(key, value));
  form.set('image', new Blob([PNG_1PX], { type: 'image/png' }), 'cold-room.png');
  const created = await api('/v1/campaigns', { method: 'POST', body: form });
  expect(created.status).toBe(201);
  const campaignId: string = created.body.data.campaign._id;
  const creatorToken: string = created.body.data.token;
  const creatorId: string = created.body.data.user._id;

  expect((await api(`/v1/campaigns/public/${campaignId}`)).status).toBe(404);
  expect(
    (
      await api(`/v1/campaigns/${campaignId}/approve`, {
        method: 'PATCH',
        token: harambee.adminToken,
      })
    ).status,
  ).toBe(200);
  await eventually(
    () => api(`/v1/campaigns/public/${campaignId}`),
    (answer) => answer.status === 200,
  );

  const backer = await connect(harambee.url);
  const creator = await connect(harambee.url, { token: creatorToken });
  sockets.push(backer, creator);
  const progress: any[] = [];
  const counts: number[] = [];
  backer.on('campaign:progress', (payload) => progress.push(payload));
  creator.on('notifications:count', ({ count }) => counts.push(count));
  backer.emit('campaign:join', campaignId);
  await new Promise((resolve) => setTimeout(resolve, 200));

  const card = {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
    cardholderName: 'Grace Otieno',
    amount: 250,
    campaignId,
  };
  const payment = await api('/v1/payments/card', { method: 'POST', json: card });
  expect(payment.status).toBe(201);
  const donated = await api('/v1/donations', {
    method: 'POST',
    json: {
      amount: 250,
      campaignId,
      paymentId: payment.body.data.paymentId,
      donorName: 'Grace Otieno',
      anonymous: false,
      message: 'Go well',
      paymentMethod: 'creditCard',
    },
  });
  expect(donated.status).toBe(201);

  const campaign = await eventually(
    () => api(`/v1/campaigns/public/${campaignId}`),
    (answer) => answer.body.data?.campaign?.amountRaised === 250,
  );
  expect(campaign.body.data.campaign).toMatchObject({
    amountRaised: 250,
    goalAmount: 1000,
    progressPercentage: 25,
    donationCount: 1,
  });
  await eventually(
    async () => progress,
    (pushed) => pushed.length > 0,
  );
  expect(progress.at(-1)).toMatchObject({
    campaignId,
    amountRaised: 250,
    goalAmount: 1000,
    donationCount: 1,
    progressPercentage: 25,
  });
  await eventually(
    async () => counts,
    (pushed) => pushed.at(-1) === 1,
  );

  const donations = await api(`/v1/donations/${campaignId}`);
  expect(donations.body.data.donations).toEqual([
    expect.objectContaining({ donorName: 'Grace Otieno', amount: 250, message: 'Go well' }),
  ]);

  const history = await eventually(
    () => api(`/v1/campaigns/${campaignId}/history`, { token: harambee.adminToken }),
    (answer) => answer.body.data?.history?.length === 3,
  );
  const steps = history.body.data.history.map((entry: any) => [
    entry.type,
    entry.actor.name,
    entry.actor.role,
  ]);
  expect(steps).toEqual([
    ['DonationRecorded', 'Grace Otieno', 'anonymous'],
    ['CampaignApproved', 'Harambee Admin', 'admin'],
    ['CampaignCreated', 'Amina Wanjiku', 'creator'],
  ]);
  expect((await api(`/v1/campaigns/${campaignId}/history`, { token: creatorToken })).status).toBe(
    403,
  );
  expect(creatorId).toBe(history.body.data.history[2].actor.id);
});
