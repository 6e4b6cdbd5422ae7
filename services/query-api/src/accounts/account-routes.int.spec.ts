import { readStoreKinds } from '../../../../test/support/read-side/read-stores';
import { byCreator, donationRecorded } from '@harambee/events/src/testing/sample-events';
import { marketplace } from '../testing/marketplace';
import { startQueryApiUnderTest, type QueryApiUnderTest } from '../testing/query-api-under-test';

describe.each(readStoreKinds())('donation, account and content queries on %s', (kind) => {
  let api: QueryApiUnderTest;
  beforeAll(async () => {
    api = await startQueryApiUnderTest(kind, marketplace());
  });
  afterAll(() => api.stop());

  it("when anyone reads a campaign's donations, then counted ones come newest first, anonymous names and emails withheld", async () => {
    const { status, body } = await api.get('/v1/donations/c1');
    expect(status).toBe(200);
    expect(body.data.donations).toEqual([
      {
        _id: expect.any(String),
        campaign: 'c1',
        donorName: '',
        amount: 100,
        anonymous: true,
        message: '',
        isRecurring: false,
        recurringInterval: null,
        dedication: null,
        createdAt: expect.any(String),
        refundStatus: 'recorded',
      },
      expect.objectContaining({
        donorName: 'Wanjiru',
        amount: 25,
        anonymous: false,
        message: 'Go!',
      }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/@example\.com|Hidden Person|Satoshi/);
  });

  it('when an admin reads them, then pending pledges show too, each with its status and email', async () => {
    const { body } = await api.get('/v1/donations/c1', api.tokens.admin);
    expect(
      body.data.donations.map((d: { status: string; amount: number }) => [d.status, d.amount]),
    ).toEqual([
      ['pending', 30],
      ['completed', 100],
      ['completed', 25],
    ]);
    expect(body.data.donations[0]).toMatchObject({
      email: 'satoshi@example.com',
      paymentMethod: 'bitcoin',
      cryptoCurrency: 'BTC',
    });
  });

  it('when donations of a campaign the caller may not see are asked for, then it is not found', async () => {
    expect((await api.get('/v1/donations/c2')).status).toBe(404);
    expect((await api.get('/v1/donations/unknown')).status).toBe(404);
    expect((await api.get('/v1/donations/c2', api.tokens.creator)).body.data.donations).toEqual([]);
  });

  it('when a user profile is read, then everyone sees the public part and only the user or an admin the contact data, the texts asked for and the language saved for their mails', async () => {
    const publicProfile = {
      _id: 'creator-1',
      name: 'Kofi Mensah',
      country: 'Ghana',
      role: 'creator',
    };
    expect((await api.get('/v1/user/creator-1')).body.data.user).toEqual(publicProfile);
    expect((await api.get('/v1/user/creator-1', api.tokens.otherCreator)).body.data.user).toEqual(
      publicProfile,
    );
    const contact = {
      email: 'creator-1@example.com',
      phone: '+254700000001',
      textAlerts: { gifts: true, payouts: false },
      language: 'fr',
    };
    expect((await api.get('/v1/user/creator-1', api.tokens.creator)).body.data.user).toEqual({
      ...publicProfile,
      ...contact,
    });
    expect((await api.get('/v1/user/creator-1', api.tokens.admin)).body.data.user).toEqual({
      ...publicProfile,
      ...contact,
    });
    expect(
      (await api.get('/v1/user/creator-2', api.tokens.otherCreator)).body.data.user.textAlerts,
    ).toEqual({ gifts: false, payouts: false });
    expect(
      (await api.get('/v1/user/creator-2', api.tokens.otherCreator)).body.data.user.language,
    ).toBeNull();
    expect(await api.get('/v1/user/nobody')).toEqual({
      status: 404,
      body: { status: 'fail', message: 'User not found' },
    });
    expect((await api.get('/v1/user/creator-1', api.tokens.expired)).status).toBe(401);
  });

  it('when a creator reads their payout wallet, then the account number is masked to its last 4', async () => {
    expect((await api.get('/v1/users/wallet', api.tokens.creator)).body.data.wallet).toEqual({
      isLinked: true,
      provider: 'momo',
      country: 'Ghana',
      accountNumber: '******5678',
    });
    expect((await api.get('/v1/users/wallet', api.tokens.otherCreator)).body.data.wallet).toEqual({
      isLinked: false,
      provider: null,
      country: 'South Africa',
      accountNumber: null,
    });
    expect((await api.get('/v1/users/wallet')).status).toBe(401);
    expect((await api.get('/v1/users/wallet', api.tokens.forged)).status).toBe(401);
  });

  it('when a creator opens the dashboard, then it shows their own stats, recent gifts and unseen count', async () => {
    const { body } = await api.get('/v1/dashboard', api.tokens.creator);
    expect(body.data.stats).toEqual({
      totalCampaigns: 2,
      pending: 1,
      approved: 1,
      totalDonations: 125,
      followers: 0,
    });
    expect(
      body.data.recentDonations.map((d: { amount: number; campaignTitle: string }) => [
        d.amount,
        d.campaignTitle,
      ]),
    ).toEqual([
      [100, 'Solar kiosk for Accra market'],
      [25, 'Solar kiosk for Accra market'],
    ]);
    expect(body.data.notificationCount).toBe(2);
    const other = await api.get('/v1/dashboard', api.tokens.otherCreator);
    expect(other.body.data).toEqual({
      stats: { totalCampaigns: 2, pending: 0, approved: 1, totalDonations: 0, followers: 0 },
      recentDonations: [],
      notificationCount: 0,
    });
    expect((await api.get('/v1/dashboard')).status).toBe(401);
  });

  it('when the creator has seen their notifications and a new gift comes, then the count starts again from one', async () => {
    await api.append(
      {
        type: 'DonationNotificationsSeen',
        data: { userId: 'creator-1', seenAt: new Date().toISOString() },
        metadata: byCreator('creator-1'),
      },
      donationRecorded('c1', { amountCents: 500 }),
    );
    expect((await api.get('/v1/dashboard', api.tokens.creator)).body.data.notificationCount).toBe(
      1,
    );
  });

  it('when anyone reads the blog, then posts come newest first with upload paths', async () => {
    const { body } = await api.get('/v1/blog/posts');
    expect(body.data.posts.map((post: { _id: string }) => post._id)).toEqual(['b2', 'b1']);
    expect(body.data.posts[0]).toEqual({
      _id: 'b2',
      title: 'New markets',
      content: '<p>New</p>',
      imagePath: '/uploads/b2.jpg',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await api.get('/v1/blog/posts/b1')).body.data.post.title).toBe('First harvest');
    expect(await api.get('/v1/blog/posts/missing')).toEqual({
      status: 404,
      body: { status: 'fail', message: 'Post not found' },
    });
  });

  it('when an admin reads contact messages, then they come newest first under data.data; nobody else may', async () => {
    const { body } = await api.get('/contact', api.tokens.admin);
    expect(body.data.data).toEqual([
      {
        _id: 'm2',
        name: 'Kwame',
        email: 'kwame@example.com',
        role: 'partner',
        message: 'Newer',
        createdAt: expect.any(String),
      },
      expect.objectContaining({ _id: 'm1', message: 'Older' }),
    ]);
    expect((await api.get('/contact')).status).toBe(401);
    expect((await api.get('/contact', api.tokens.creator)).status).toBe(403);
    expect((await api.get('/contact', api.tokens.expired)).status).toBe(401);
  });

  it('when the standalone server is asked for its health or an unknown path, then it answers in the envelope', async () => {
    const health = await fetch(`${api.url}/health`);
    expect(await health.json()).toMatchObject({
      status: 'success',
      data: { service: 'query-api' },
    });
    const missing = await fetch(`${api.url}/api/v1/nothing-here`);
    expect(missing.status).toBe(404);
  });
});
