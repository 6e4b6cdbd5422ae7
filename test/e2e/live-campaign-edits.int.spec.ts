import { type TestHarambee, startHarambee } from '../support/harambee-server';
import { eventually } from '../support/waiting';
import { launchCampaign, payByCard } from '../support/launch-campaign';

let harambee: TestHarambee;
beforeAll(async () => {
  harambee = await startHarambee();
});
afterAll(() => harambee.stop());

const edit = (title: string) => ({
  title,
  story: `<p>${title}: the new story.</p>`,
  category: 'equipment',
});

it('when the creator edits a live campaign, then it stays public with its old text and takes gifts until an admin approves the edit', async () => {
  const { api, adminToken } = harambee;
  const launched = await launchCampaign(
    harambee,
    { email: 'wanjiru@example.org', name: 'Wanjiru Kamau' },
    { title: 'Greenhouse for Nyeri' },
  );
  const { campaignId, creatorToken } = launched;
  const edited = await api(`/v1/campaigns/${campaignId}`, {
    method: 'PATCH',
    token: creatorToken,
    json: edit('Greenhouse for Nyeri, with drip lines'),
  });
  expect(edited.body.data.campaign).toEqual({
    _id: campaignId,
    status: 'approved',
    pendingEdit: true,
  });

  const forCreator = await eventually(
    () => api(`/v1/campaigns/${campaignId}`, { token: creatorToken }),
    (answer) => Boolean(answer.body.data?.campaign?.pendingEdit),
  );
  expect(forCreator.body.data.campaign).toMatchObject({
    title: 'Greenhouse for Nyeri',
    status: 'approved',
    pendingEdit: { title: 'Greenhouse for Nyeri, with drip lines' },
  });
  const publicly = await api(`/v1/campaigns/public/${campaignId}`);
  expect(publicly.status).toBe(200);
  expect(publicly.body.data.campaign.title).toBe('Greenhouse for Nyeri');
  expect(publicly.body.data.campaign).not.toHaveProperty('pendingEdit');
  const search = await api('/v1/campaigns/search?searchTerm=Greenhouse');
  expect(JSON.stringify(search.body)).toContain(campaignId);
  const queue = await api('/v1/campaigns/status/pending', { token: adminToken });
  expect(queue.body.data.campaigns.map((c: { _id: string }) => c._id)).toContain(campaignId);

  const payment = await payByCard(harambee, campaignId, 20);
  expect(payment.status).toBe(201);

  const approved = await api(`/v1/campaigns/${campaignId}/approve`, {
    method: 'PATCH',
    token: adminToken,
  });
  expect(approved.status).toBe(200);
  const published = await eventually(
    () => api(`/v1/campaigns/public/${campaignId}`),
    (answer) => answer.body.data.campaign.title !== 'Greenhouse for Nyeri',
  );
  expect(published.body.data.campaign.title).toBe('Greenhouse for Nyeri, with drip lines');
});

it('when an admin rejects a live campaign’s edit with a reason, then the live text stays and the creator sees why', async () => {
  const { api, adminToken } = harambee;
  const { campaignId, creatorToken } = await launchCampaign(
    harambee,
    { email: 'baraka@example.org', name: 'Baraka Otieno' },
    { title: 'Boda boda repairs' },
  );
  await api(`/v1/campaigns/${campaignId}`, {
    method: 'PATCH',
    token: creatorToken,
    json: edit('Boda boda repairs: 50% off'),
  });
  await eventually(
    () => api(`/v1/campaigns/${campaignId}`, { token: adminToken }),
    (answer) => Boolean(answer.body.data?.campaign?.pendingEdit),
  );
  const rejected = await api(`/v1/campaigns/${campaignId}/reject`, {
    method: 'PATCH',
    token: adminToken,
    json: { reason: 'Please do not promise discounts.' },
  });
  expect(rejected.body.data.campaign.status).toBe('approved');
  const forCreator = await eventually(
    () => api(`/v1/campaigns/${campaignId}`, { token: creatorToken }),
    (answer) => Boolean(answer.body.data?.campaign?.editRejection),
  );
  expect(forCreator.body.data.campaign).toMatchObject({
    title: 'Boda boda repairs',
    status: 'approved',
    pendingEdit: null,
    editRejection: { reason: 'Please do not promise discounts.' },
  });
  expect((await api(`/v1/campaigns/public/${campaignId}`)).status).toBe(200);
  const again = await api(`/v1/campaigns/${campaignId}/reject`, {
    method: 'PATCH',
    token: adminToken,
  });
  expect(again.status).toBe(409);
});
