import { type TestHarambee, startHarambee } from '../support/harambee-server';
import { eventually, launchCampaign } from '../support/launch-campaign';

let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee();
});
afterAll(() => harambee.stop());

const creator = { email: 'amani@example.org', name: 'Amani Njeri' };

const give = async (campaignId: string, backer: Record<string, unknown>) => {
  const { api } = harambee;
  const payment = await api('/v1/payments/card', {
    method: 'POST',
    json: {
      cardNumber: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'Grace Otieno',
      amount: 25,
      campaignId,
    },
  });
  const donated = await api('/v1/donations', {
    method: 'POST',
    json: {
      amount: 25,
      campaignId,
      paymentId: payment.body.data.paymentId,
      donorName: 'Grace Otieno',
      paymentMethod: 'creditCard',
      ...backer,
    },
  });
  expect(donated.status).toBe(201);
};

const mailsTo = (email: string) =>
  harambee.smtp.received.filter(
    (mail) => mail.to.includes(email) && /new campaign/.test(mail.subject),
  );

it("when a backer asks to be kept posted, then the creator's next approved campaign is mailed to them once with a link to give again, and the unfollow link stops the next mail", async () => {
  const { api } = harambee;
  const first = await launchCampaign(harambee, creator, { title: 'Maize mill for Eldoret' });
  await give(first.campaignId, { email: 'grace@example.org', keepPosted: true });
  await give(first.campaignId, {
    email: 'otieno@example.org',
    isRecurring: true,
    recurringInterval: 'monthly',
  });
  await give(first.campaignId, { email: 'quiet@example.org' });

  const dashboard = await eventually(
    () => api('/v1/dashboard', { token: first.creatorToken }),
    (answer) => answer.body.data?.stats?.followers === 2,
  );
  expect(dashboard.body.data.stats.followers).toBe(2);

  const second = await launchCampaign(harambee, creator, { title: 'Maize mill, second line' });
  const [mail] = await eventually(
    async () => mailsTo('grace@example.org'),
    (mails) => mails.length > 0,
  );
  expect(mail!.subject).toBe('Amani Njeri has started a new campaign on Harambee');
  expect(mail!.text).toContain('Maize mill, second line');
  expect(mail!.text).toContain(`${harambee.url}/donation/${second.campaignId}`);
  await eventually(
    async () => mailsTo('otieno@example.org'),
    (mails) => mails.length === 1,
  );
  expect(mailsTo('quiet@example.org')).toHaveLength(0);

  const unfollowLink = new URL(/\S+\/unfollow\/\S+/.exec(mail!.text)![0]);
  const followId = unfollowLink.pathname.split('/').at(-1);
  expect(unfollowLink.origin).toBe(harambee.url);
  expect(unfollowLink.pathname).toBe(`/unfollow/${followId}`);
  expect(unfollowLink.searchParams.get('k')).toBeTruthy();
  const forged = await api(`/v1/follows/${followId}/unfollow?k=not-the-key`, { method: 'POST' });
  expect(forged.status).toBe(404);
  const unfollowed = await api(`/v1/follows/${followId}/unfollow?${unfollowLink.searchParams}`, {
    method: 'POST',
  });
  expect(unfollowed).toMatchObject({ status: 200, body: { data: { unfollowed: true } } });
  const again = await api(`/v1/follows/${followId}/unfollow?${unfollowLink.searchParams}`, {
    method: 'POST',
  });
  expect(again.status).toBe(200);
  await eventually(
    () => api('/v1/dashboard', { token: first.creatorToken }),
    (answer) => answer.body.data?.stats?.followers === 1,
  );

  await launchCampaign(harambee, creator, { title: 'Maize mill, third line' });
  await eventually(
    async () => mailsTo('otieno@example.org'),
    (mails) => mails.length === 2,
  );
  expect(mailsTo('grace@example.org')).toHaveLength(1);
});
