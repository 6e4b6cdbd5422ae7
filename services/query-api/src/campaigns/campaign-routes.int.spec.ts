import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import {
  campaignCreated,
  campaignEnded,
  campaignReviewed,
} from '@harambee/events/src/testing/sample-events';
import { eventually } from '../../../../test/support/read-side/projector-under-test';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

describe.each(readStoreKinds())('campaign queries on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, marketplace());
  });
  afterAll(() => api.stop());

  const ids = (body: { data: { campaigns: Array<{ _id: string }> } }) =>
    body.data.campaigns.map((c) => c._id);

  it('when anyone lists approved campaigns, then they get the spec Campaign shape, featured first, without contact data', async () => {
    const { status, body } = await api.get('/v1/campaigns/approved');
    expect(status).toBe(200);
    expect(body.status).toBe('success');
    expect(ids(body)).toEqual(['c1', 'c3']);
    const kiosk = body.data.campaigns[0];
    expect(kiosk).toEqual({
      _id: 'c1',
      title: 'Solar kiosk for Accra market',
      story: '<p>A story worth backing.</p>',
      description: '<p>A story worth backing.</p>',
      imagePath: '/uploads/c1.png',
      goalAmount: 2000,
      amountRaised: 125,
      donationCount: 2,
      daysRemaining: 10,
      progressPercentage: 6,
      category: 'equipment',
      endDate: expect.any(String),
      status: 'approved',
      featured: true,
      verified: true,
      country: 'Ghana',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      creator: { _id: 'creator-1', name: 'Kofi Mensah', country: 'Ghana' },
    });
  });

  it('when the creator or an admin lists them, then the creator contact data is included', async () => {
    const asCreator = await api.get('/v1/campaigns/approved', api.tokens.creator);
    expect(asCreator.body.data.campaigns[0].creator).toEqual({
      _id: 'creator-1',
      name: 'Kofi Mensah',
      country: 'Ghana',
      email: 'creator-1@example.com',
      phone: '+254700000001',
    });
    expect(asCreator.body.data.campaigns[1].creator.email).toBeUndefined();
    const asAdmin = await api.get('/v1/campaigns/approved', api.tokens.admin);
    expect(asAdmin.body.data.campaigns[1].creator.email).toBe('creator-2@example.com');
  });

  it('when listing featured campaigns, then only approved featured ones come back', async () => {
    expect(ids((await api.get('/v1/campaigns/featured')).body)).toEqual(['c1']);
  });

  it.each([
    ['pending', ['c2']],
    ['approved', ['c1', 'c3']],
    ['rejected', ['c4']],
    ['featured', ['c1']],
    ['all', ['c1', 'c4', 'c2', 'c3']],
  ])('when an admin filters by %s, then those campaigns come back', async (status, expected) => {
    const { body } = await api.get(`/v1/campaigns/status/${status}`, api.tokens.admin);
    expect([...ids(body)].sort()).toEqual([...expected].sort());
  });

  it('when a non-admin asks for campaigns by status, or the status is unknown, then it is refused', async () => {
    expect((await api.get('/v1/campaigns/status/pending')).status).toBe(401);
    expect((await api.get('/v1/campaigns/status/pending', api.tokens.creator)).status).toBe(403);
    const unknown = await api.get('/v1/campaigns/status/archived', api.tokens.admin);
    expect(unknown).toEqual({ status: 400, body: { status: 'fail', message: 'Unknown status' } });
  });

  it('when the public opens a campaign, then only approved ones are found', async () => {
    expect((await api.get('/v1/campaigns/public/c1')).body.data.campaign._id).toBe('c1');
    const pending = await api.get('/v1/campaigns/public/c2');
    expect(pending).toEqual({
      status: 404,
      body: { status: 'fail', message: 'Campaign not found' },
    });
    expect((await api.get('/v1/campaigns/public/c2', api.tokens.creator)).status).toBe(200);
    expect((await api.get('/v1/campaigns/public/c2', api.tokens.otherCreator)).status).toBe(404);
    expect((await api.get('/v1/campaigns/public/no-such-campaign')).status).toBe(404);
    expect((await api.get(`/v1/campaigns/public/${'x'.repeat(65)}`)).status).toBe(400);
  });

  it.each([
    ['anonymous', 401, undefined],
    ['the creator', 200, 'creator'],
    ['another creator', 403, 'otherCreator'],
    ['an admin', 200, 'admin'],
    ['an expired token', 401, 'expired'],
    ['a forged token', 401, 'forged'],
  ] as const)(
    'when %s opens a pending campaign by id, then the answer is %i',
    async (_who, status, token) => {
      const response = await api.get('/v1/campaigns/c2', token && api.tokens[token]);
      expect(response.status).toBe(status);
      if (status === 200)
        expect(response.body.data.campaign).toMatchObject({
          _id: 'c2',
          status: 'pending',
          verified: false,
        });
      else expect(response.body.status).toBe('fail');
    },
  );

  it('when a public list is read with an expired or forged token, then it is a 401 with the session message', async () => {
    for (const token of [api.tokens.expired, api.tokens.forged]) {
      expect(await api.get('/v1/campaigns/approved', token)).toEqual({
        status: 401,
        body: { status: 'fail', message: 'Your session has expired. Please log in again.' },
      });
    }
  });

  it('when a creator lists their own campaigns, then all statuses come back; others may not look', async () => {
    expect(
      [...ids((await api.get('/v1/campaigns/user/creator-1', api.tokens.creator)).body)].sort(),
    ).toEqual(['c1', 'c2']);
    expect(
      [...ids((await api.get('/v1/campaigns/user/creator-2', api.tokens.admin)).body)].sort(),
    ).toEqual(['c3', 'c4']);
    expect((await api.get('/v1/campaigns/user/creator-1', api.tokens.otherCreator)).status).toBe(
      403,
    );
    expect((await api.get('/v1/campaigns/user/creator-1')).status).toBe(401);
  });

  it('when asking for related campaigns, then approved ones of the same category or country come back, never itself', async () => {
    await api.append(
      campaignCreated('c5', 'creator-2', { category: 'equipment', country: 'Kenya' }),
      campaignReviewed('CampaignApproved', 'c5', 'admin-1'),
      campaignCreated('c6', 'creator-2', { category: 'inventory', country: 'Kenya' }),
      campaignReviewed('CampaignApproved', 'c6', 'admin-1'),
    );
    expect(ids((await api.get('/v1/campaigns/related/c1')).body)).toEqual(['c5']);
    expect(ids((await api.get('/v1/campaigns/related/c5')).body)).toEqual(['c1', 'c6']);
    expect((await api.get('/v1/campaigns/related/c2')).status).toBe(404);
  });

  it("when reading a campaign's updates, then they come newest first for whoever may see the campaign", async () => {
    const { body } = await api.get('/v1/campaigns/c1/updates');
    expect(body.data.updates).toEqual([
      { _id: 'u1', title: 'Panels ordered', content: '<p>Soon</p>', createdAt: expect.any(String) },
    ]);
    expect((await api.get('/v1/campaigns/c2/updates')).status).toBe(404);
  });

  it("when an admin reads a campaign's history, then it lists who did what, newest first", async () => {
    const { status, body } = await api.get('/v1/campaigns/c1/history', api.tokens.admin);
    expect(status).toBe(200);
    const types = body.data.history.map((entry: { type: string }) => entry.type);
    expect(types).toEqual([
      'CampaignUpdatePosted',
      'CryptoPledged',
      'DonationRecorded',
      'DonationRecorded',
      'CampaignFeatured',
      'CampaignApproved',
      'CampaignCreated',
    ]);
    expect(body.data.history[3]).toEqual({
      type: 'DonationRecorded',
      actor: { id: null, name: 'Wanjiru', role: 'anonymous' },
      at: expect.any(String),
      summary: expect.objectContaining({ amount: 25, method: 'creditCard' }),
    });
    expect(body.data.history[5].actor).toEqual({
      id: 'admin-1',
      name: 'Amina Admin',
      role: 'admin',
    });
    expect((await api.get('/v1/campaigns/c1/history', api.tokens.creator)).status).toBe(403);
    expect((await api.get('/v1/campaigns/nope/history', api.tokens.admin)).status).toBe(404);
  });
});

describe.each(readStoreKinds())('public campaign lists after a change on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, marketplace());
  });
  afterAll(() => api.stop());

  const approvedIds = async (path: string) =>
    ((await api.get(path)).body.data.campaigns as Array<{ _id: string }>).map((c) => c._id);

  it('when a visitor has just listed campaigns and an admin approves and features another, then the lists show it', async () => {
    expect(await approvedIds('/v1/campaigns/approved')).toEqual(['c1', 'c3']);
    expect(await approvedIds('/v1/campaigns/featured')).toEqual(['c1']);

    await api.append(
      campaignReviewed('CampaignApproved', 'c2', 'admin-1'),
      campaignReviewed('CampaignFeatured', 'c2', 'admin-1'),
    );

    await eventually(async () => (await approvedIds('/v1/campaigns/featured')).includes('c2'));
    expect([...(await approvedIds('/v1/campaigns/approved'))].sort()).toEqual(['c1', 'c2', 'c3']);
  });

  it("when anyone asks for the platform's figures, then campaigns launched and funded are counted from the read models, and follow them", async () => {
    const figures = async () => {
      const answer = await api.get('/v1/campaigns/figures');
      expect(answer).toMatchObject({ status: 200 });
      return answer.body.data.figures;
    };
    const before = await figures();
    const all = await api.get('/v1/campaigns/status/all', api.tokens.admin);
    const approved = all.body.data.campaigns.filter(
      (campaign: { status: string }) => campaign.status === 'approved',
    );
    expect(before).toEqual({
      launchedCampaigns: approved.length,
      fundedCampaigns: approved.filter((c: { outcome?: string }) => c.outcome === 'funded').length,
    });
    await api.append(
      campaignCreated('c-funded', 'creator-2'),
      campaignReviewed('CampaignApproved', 'c-funded', 'admin-1'),
      campaignEnded('c-funded', 'funded', 600_000),
      campaignCreated('c-failed', 'creator-2'),
      campaignReviewed('CampaignApproved', 'c-failed', 'admin-1'),
      campaignEnded('c-failed', 'failed', 1_000),
      campaignCreated('c-waiting', 'creator-2'),
    );
    expect(await figures()).toEqual({
      launchedCampaigns: before.launchedCampaigns + 2,
      fundedCampaigns: before.fundedCampaigns + 1,
    });
  });
});
