import { DEMO_CREATOR_PASSWORD, demoCreators } from '@harambee/server';
import { demoCampaigns } from '@harambee/server/src/demo-content';
import { type TestHarambee, startHarambee } from '../support/harambee-server';
import { eventually } from '../support/waiting';

/** One test per row of the spec's section 7 table, against the composed server with the demo content. */

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');
const demoCreator = (index: number) => ({
  ...demoCreators[index]!,
  password: DEMO_CREATOR_PASSWORD,
});
const [amina, kwame, fatou] = [demoCreator(0), demoCreator(1), demoCreator(3)];
const titlesOf = (fate: string) =>
  demoCampaigns.filter((campaign) => campaign.fate === fate).map((campaign) => campaign.title);

let harambee: TestHarambee;
let aminaId: string;
let aminaToken: string;
beforeAll(async () => {
  harambee = await startHarambee({ seed: true });
  await eventually(
    () => harambee.api('/ops/projections', { token: harambee.adminToken }),
    (answer) =>
      answer.body.data.projections.every(
        (projection: { behind: number }) => projection.behind === 0,
      ),
  );
  const login = await harambee.api('/auth/login', {
    method: 'POST',
    json: { email: amina.email, password: amina.password },
  });
  aminaId = login.body.data.user._id;
  aminaToken = login.body.data.token;
});
afterAll(() => harambee.stop());

const api = (route: string, init?: Parameters<TestHarambee['api']>[1]) => harambee.api(route, init);
const asAdmin = (route: string, init: Parameters<TestHarambee['api']>[1] = {}) =>
  api(route, { ...init, token: harambee.adminToken });
const idsOf = (answer: { body: any }) =>
  (answer.body.data.campaigns as { _id: string }[]).map((campaign) => campaign._id);
const campaignTitled = async (title: string) => {
  const answer = await asAdmin('/v1/campaigns/status/all');
  return (answer.body.data.campaigns as { _id: string; title: string }[]).find(
    (campaign) => campaign.title === title,
  )!._id;
};

/** The mail a call sends, once it has arrived (not an older one to the same address). */
const mailAfter = async (email: string, send: () => Promise<unknown>) => {
  const mailsTo = () =>
    harambee.smtp.received.filter((mail) => mail.to.toLowerCase().includes(email));
  const before = mailsTo().length;
  await send();
  const mails = await eventually(
    async () => mailsTo(),
    (received) => received.length > before,
  );
  return new URL(harambee.smtp.linkIn(mails.at(-1)!));
};

const requestVerification = async (email: string, formData: Record<string, unknown> = {}) => {
  let answer: { status: number; body: any } | undefined;
  const link = await mailAfter(email, async () => {
    answer = await api('/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'Zawadi Achieng', redirectUrl: '/verify-email', formData },
    });
  });
  return { answer: answer!, link };
};

const multipart = (fields: Record<string, string>, image = true) => {
  const form = new FormData();
  Object.entries(fields).forEach(([key, value]) => form.set(key, value));
  if (image)
    form.set('image', new Blob([new Uint8Array(PNG_1PX)], { type: 'image/png' }), 'photo.png');
  return form;
};

/** The creation journey of section 4: verify the address by mail, then create with the mailed link's token. */
const createCampaign = async (title = 'Kakamega maize mill') => {
  const email = `creator-${Math.random().toString(36).slice(2)}@example.org`;
  const { link } = await requestVerification(email, { title });
  await api(`/auth/verify-token?${link.searchParams}`);
  const fields = {
    title,
    story: '<p>A mill the village owns.</p>',
    goalAmount: '2500',
    category: 'equipment',
    endDate: inDays(12),
    name: 'Zawadi Achieng',
    email,
    phone: '+254722000111',
    country: 'Kenya',
    password: 'Secret123',
    verificationToken: link.searchParams.get('token')!,
  };
  const created = await api('/v1/campaigns', { method: 'POST', body: multipart(fields) });
  return {
    created,
    campaignId: created.body.data?.campaign?._id as string,
    token: created.body.data?.token as string,
  };
};

const approve = async (campaignId: string) => {
  expect((await asAdmin(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH' })).status).toBe(
    200,
  );
  await eventually(
    () => api('/v1/campaigns/approved'),
    (answer) => idsOf(answer).includes(campaignId),
  );
};

const publishPost = async (title: string) => {
  const fields = {
    title,
    content: '<p>Notes from the field.</p>',
    createdAt: new Date().toISOString(),
  };
  return asAdmin('/v1/blog/posts', { method: 'POST', body: multipart(fields) });
};

const resetLinkFor = (email: string) =>
  mailAfter(email, () => api('/auth/forgot-password', { method: 'POST', json: { email } }));

describe('spec section 7: the calls the product makes', () => {
  it('POST /auth/login → data.user, data.token', async () => {
    const { status, body } = await api('/auth/login', {
      method: 'POST',
      json: { email: amina.email, password: amina.password },
    });
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({
      _id: aminaId,
      role: 'creator',
      name: amina.name,
      email: amina.email,
      country: 'Kenya',
    });
    expect((await api('/v1/users/wallet', { token: body.data.token })).status).toBe(200);
    const refused = await api('/auth/login', {
      method: 'POST',
      json: { email: amina.email, password: 'not-her-password' },
    });
    expect(refused).toMatchObject({
      status: 401,
      body: { status: 'fail', message: 'Invalid email or password' },
    });
  });

  it('POST /auth/forgot-password → not shown (we answer data.message, the same for unknown addresses, and mail a link)', async () => {
    const link = await resetLinkFor(kwame.email);
    expect(link.pathname).toMatch(/^\/reset-password\/[0-9a-f-]{36}\.[\w-]+$/);
    const unknown = await api('/auth/forgot-password', {
      method: 'POST',
      json: { email: 'nobody@example.org' },
    });
    const known = await api('/auth/forgot-password', {
      method: 'POST',
      json: { email: kwame.email },
    });
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({
      status: 'success',
      data: { message: expect.stringContaining('password reset link') },
    });
  });

  it("POST /auth/request-verification → status 'success', data.token (a handle: the secret travels only in the mailed link)", async () => {
    const email = 'zawadi@example.org';
    const { answer, link } = await requestVerification(email, { title: 'Maize mill' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'success',
      data: { token: expect.stringMatching(/^[0-9a-f-]{36}$/), email },
    });
    expect(link.pathname).toBe('/verify-email');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('token')).toMatch(new RegExp(`^${answer.body.data.token}\\.`));
  });

  it("GET /auth/verify-token → status 'success', data.verified", async () => {
    const email = 'baraka@example.org';
    const { answer, link } = await requestVerification(email);
    const check = () =>
      api(`/auth/verify-token?${new URLSearchParams({ token: answer.body.data.token, email })}`);
    expect((await check()).body).toEqual({ status: 'success', data: { verified: false } });
    expect((await api(`/auth/verify-token?${link.searchParams}`)).body).toEqual({
      status: 'success',
      data: { verified: true },
    });
    expect((await check()).body).toEqual({ status: 'success', data: { verified: true } });
  });

  it("GET /auth/get-verification-data → status 'success', data.formData (secrets are never kept)", async () => {
    const email = 'neema@example.org';
    const formData = {
      title: 'Kisii soapstone studio',
      goalAmount: '3000',
      category: 'expansion',
      password: 'Secret123',
    };
    const { answer } = await requestVerification(email, formData);
    const read = await api(
      `/auth/get-verification-data?${new URLSearchParams({ token: answer.body.data.token, email })}`,
    );
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('success');
    expect(read.body.data.formData).toEqual({
      title: 'Kisii soapstone studio',
      goalAmount: '3000',
      category: 'expansion',
    });
  });

  it("GET /auth/reset-password/{token} → status; 'success' means the token is valid", async () => {
    const link = await resetLinkFor(kwame.email);
    expect((await api(`/auth/reset-password/${link.pathname.split('/').at(-1)}`)).body.status).toBe(
      'success',
    );
    const forged = await api(`/auth/reset-password/${crypto.randomUUID()}.${'x'.repeat(43)}`);
    expect(forged.body).toEqual({
      status: 'fail',
      message: 'Password reset link is invalid or has expired',
    });
  });

  it('POST /auth/reset-password/{token} → data.user, data.token', async () => {
    const token = (await resetLinkFor(kwame.email)).pathname.split('/').at(-1);
    const reset = await api(`/auth/reset-password/${token}`, {
      method: 'POST',
      json: { password: 'NewSecret123', confirmPassword: 'NewSecret123' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data.user).toMatchObject({ email: kwame.email, role: 'creator' });
    expect((await api('/v1/users/wallet', { token: reset.body.data.token })).status).toBe(200);
    expect(
      (
        await api('/auth/login', {
          method: 'POST',
          json: { email: kwame.email, password: 'NewSecret123' },
        })
      ).status,
    ).toBe(200);
    expect((await api(`/auth/reset-password/${token}`)).body.status).toBe('fail');
  });

  it('GET /v1/campaigns/featured → data.campaigns[]', async () => {
    const { status, body } = await api('/v1/campaigns/featured');
    expect(status).toBe(200);
    expect(body.data.campaigns.map((campaign: { title: string }) => campaign.title)).toEqual(
      expect.arrayContaining(titlesOf('featured')),
    );
    expect(
      body.data.campaigns.every(
        (campaign: any) => campaign.featured && campaign.status === 'approved',
      ),
    ).toBe(true);
  });

  it('GET /v1/campaigns/approved → data.campaigns[]', async () => {
    const { status, body } = await api('/v1/campaigns/approved');
    expect(status).toBe(200);
    const titles = body.data.campaigns.map((campaign: { title: string }) => campaign.title);
    expect(titles).toEqual(
      expect.arrayContaining([...titlesOf('featured'), ...titlesOf('approved')]),
    );
    expect(titles).not.toContain(titlesOf('pending')[0]);
    expect(
      body.data.campaigns.every((campaign: { status: string }) => campaign.status === 'approved'),
    ).toBe(true);
  });

  it("GET /v1/campaigns/status/{status} → data.campaigns (the spec's data.data.campaigns: our envelope has one data)", async () => {
    const { status, body } = await asAdmin('/v1/campaigns/status/pending');
    expect(status).toBe(200);
    expect(body.data.campaigns.map((campaign: { title: string }) => campaign.title)).toContain(
      titlesOf('pending')[0],
    );
    expect(
      body.data.campaigns.every((campaign: { status: string }) => campaign.status === 'pending'),
    ).toBe(true);
    expect((await api('/v1/campaigns/status/pending', { token: aminaToken })).status).toBe(403);
  });

  it('GET /v1/campaigns/search → data.campaigns and data.pagination (totalCampaigns, totalPages, currentPage, hasNextPage, hasPrevPage)', async () => {
    const query = new URLSearchParams({
      page: '1',
      limit: '9',
      searchTerm: 'mitumba boutique',
      category: 'inventory',
      country: 'Kenya',
      minAmount: '100',
      maxAmount: '5000',
      minDaysLeft: '1',
      maxDaysLeft: '14',
    });
    const found = await api(`/v1/campaigns/search?${query}`);
    expect(found.status).toBe(200);
    expect(found.body.data.campaigns.map((campaign: { title: string }) => campaign.title)).toEqual([
      demoCampaigns[4]!.title,
    ]);
    expect(found.body.data.pagination).toEqual({
      totalCampaigns: 1,
      totalPages: 1,
      currentPage: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
    const second = await api('/v1/campaigns/search?page=2&limit=2');
    const { totalCampaigns } = second.body.data.pagination;
    expect(totalCampaigns).toBeGreaterThanOrEqual(
      titlesOf('featured').length + titlesOf('approved').length,
    );
    expect(second.body.data.campaigns).toHaveLength(2);
    expect(second.body.data.pagination).toEqual({
      totalCampaigns,
      totalPages: Math.ceil(totalCampaigns / 2),
      currentPage: 2,
      hasNextPage: totalCampaigns > 4,
      hasPrevPage: true,
    });
  });

  it('GET /v1/campaigns/public/{id} → data.campaign', async () => {
    const id = await campaignTitled(demoCampaigns[1]!.title);
    const { status, body } = await api(`/v1/campaigns/public/${id}`);
    expect(status).toBe(200);
    expect(body.data.campaign).toMatchObject({
      _id: id,
      title: demoCampaigns[1]!.title,
      goalAmount: demoCampaigns[1]!.goal,
      category: 'expansion',
      status: 'approved',
      amountRaised: expect.any(Number),
      daysRemaining: expect.any(Number),
      progressPercentage: expect.any(Number),
      country: 'Ghana',
    });
    expect(body.data.campaign.creator).not.toHaveProperty('email');
    const pending = await campaignTitled(titlesOf('pending')[0]!);
    expect((await api(`/v1/campaigns/public/${pending}`)).status).toBe(404);
  });

  it("GET /v1/campaigns/{id} → data.campaign (the spec's data.data.campaign), authenticated", async () => {
    const id = await campaignTitled(demoCampaigns[0]!.title);
    const { status, body } = await api(`/v1/campaigns/${id}`, { token: aminaToken });
    expect(status).toBe(200);
    expect(body.data.campaign).toMatchObject({
      _id: id,
      creator: { _id: aminaId, email: amina.email, phone: amina.phone },
    });
    expect((await api(`/v1/campaigns/${id}`)).status).toBe(401);
  });

  it("GET /v1/campaigns/related/{id} → data.campaigns (the spec's data.data.campaigns)", async () => {
    const id = await campaignTitled(demoCampaigns[0]!.title);
    const { status, body } = await api(`/v1/campaigns/related/${id}`);
    expect(status).toBe(200);
    expect(body.data.campaigns.length).toBeGreaterThan(0);
    expect(idsOf({ body })).not.toContain(id);
    for (const campaign of body.data.campaigns) {
      expect(campaign.status).toBe('approved');
      expect(campaign.category === 'equipment' || campaign.country === 'Kenya').toBe(true);
    }
  });

  it('GET /v1/campaigns/user/{userId} → data.campaigns', async () => {
    const { status, body } = await api(`/v1/campaigns/user/${aminaId}`, { token: aminaToken });
    expect(status).toBe(200);
    const aminas = demoCampaigns
      .filter((campaign) => campaign.creator === 0 && campaign.fate !== 'deleted')
      .map((campaign) => campaign.title);
    expect(body.data.campaigns.map((campaign: { title: string }) => campaign.title).sort()).toEqual(
      aminas.sort(),
    );
    expect(body.data.campaigns.every((campaign: any) => campaign.creator._id === aminaId)).toBe(
      true,
    );
  });

  it("POST /v1/campaigns (multipart, after the verification mail) → status 'success', data.token", async () => {
    const { created, campaignId, token } = await createCampaign('Eldoret dairy chiller');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'success',
      data: { token: expect.any(String), campaign: { status: 'pending' } },
    });
    const mine = await eventually(
      () => api(`/v1/campaigns/${campaignId}`, { token }),
      (answer) => answer.status === 200,
    );
    expect(mine.body.data.campaign).toMatchObject({
      title: 'Eldoret dairy chiller',
      status: 'pending',
      goalAmount: 2500,
    });
    expect(idsOf(await asAdmin('/v1/campaigns/status/pending'))).toContain(campaignId);
  });

  it('PATCH /v1/campaigns/{id} (multipart: title, story, goalAmount, category, endDate, optional image) → not shown; a live campaign stays public while the edit awaits review (issue 28), goal kept', async () => {
    const { campaignId, token } = await createCampaign('Nakuru bee keeping');
    await approve(campaignId);
    const fields = {
      title: 'Nakuru bee keeping and honey press',
      story: '<p>Now with a press.</p>',
      goalAmount: '9900',
      category: 'expansion',
      endDate: inDays(15),
    };
    const edited = await api(`/v1/campaigns/${campaignId}`, {
      method: 'PATCH',
      token,
      body: multipart(fields),
    });
    expect(edited.status).toBe(200);
    const read = await eventually(
      () => api(`/v1/campaigns/${campaignId}`, { token }),
      (answer) => answer.body.data?.campaign?.pendingEdit?.title === fields.title,
    );
    expect(read.body.data.campaign).toMatchObject({
      title: 'Nakuru bee keeping',
      status: 'approved',
      goalAmount: 2500,
      pendingEdit: { category: 'expansion', story: '<p>Now with a press.</p>' },
    });
    await approve(campaignId);
    const published = await eventually(
      () => api(`/v1/campaigns/${campaignId}`, { token }),
      (answer) => answer.body.data?.campaign?.title === fields.title,
    );
    expect(published.body.data.campaign).toMatchObject({
      status: 'approved',
      category: 'expansion',
      goalAmount: 2500,
    });
  });

  it('PATCH /v1/campaigns/{id}/approve, /reject (empty body) → not shown; the campaign is listed as approved or rejected', async () => {
    const approved = await createCampaign('Machakos mango dryer');
    const rejected = await createCampaign('Thika tyre retreading');
    await approve(approved.campaignId);
    expect(
      (await asAdmin(`/v1/campaigns/${rejected.campaignId}/reject`, { method: 'PATCH' })).status,
    ).toBe(200);
    await eventually(
      () => asAdmin('/v1/campaigns/status/rejected'),
      (answer) => idsOf(answer).includes(rejected.campaignId),
    );
    expect((await api(`/v1/campaigns/public/${rejected.campaignId}`)).status).toBe(404);
    expect(
      (await api(`/v1/campaigns/public/${approved.campaignId}`)).body.data.campaign.status,
    ).toBe('approved');
  });

  it("PATCH /v1/campaigns/{id}/feature, /unfeature (empty body) → status 'success'", async () => {
    const { campaignId } = await createCampaign('Kitale seed bank');
    await approve(campaignId);
    const featured = await asAdmin(`/v1/campaigns/${campaignId}/feature`, { method: 'PATCH' });
    expect(featured.body).toMatchObject({
      status: 'success',
      data: { campaign: { featured: true } },
    });
    await eventually(
      () => api('/v1/campaigns/featured'),
      (answer) => idsOf(answer).includes(campaignId),
    );
    const unfeatured = await asAdmin(`/v1/campaigns/${campaignId}/unfeature`, { method: 'PATCH' });
    expect(unfeatured.body).toMatchObject({
      status: 'success',
      data: { campaign: { featured: false } },
    });
    await eventually(
      () => api('/v1/campaigns/featured'),
      (answer) => !idsOf(answer).includes(campaignId),
    );
  });

  it('DELETE /v1/campaigns/{id} → not shown; the campaign is gone', async () => {
    const { campaignId } = await createCampaign('Kericho tea drier');
    await approve(campaignId);
    expect((await asAdmin(`/v1/campaigns/${campaignId}`, { method: 'DELETE' })).status).toBe(200);
    await eventually(
      () => api(`/v1/campaigns/public/${campaignId}`),
      (answer) => answer.status === 404,
    );
    expect(idsOf(await asAdmin('/v1/campaigns/status/all'))).not.toContain(campaignId);
  });

  it("GET /v1/campaigns/{id}/updates → data.updates (the spec's data.data.updates)", async () => {
    const id = await campaignTitled(demoCampaigns[0]!.title);
    const { status, body } = await api(`/v1/campaigns/${id}/updates`);
    expect(status).toBe(200);
    expect(body.data.updates).toContainEqual({
      _id: expect.any(String),
      title: 'The first cold room is ordered',
      content: expect.stringContaining('cold room'),
      createdAt: expect.any(String),
    });
  });

  it('POST /v1/campaigns/{id}/updates (title, content) → data.update; it is listed on the campaign', async () => {
    const id = await campaignTitled(demoCampaigns[0]!.title);
    const posted = await api(`/v1/campaigns/${id}/updates`, {
      method: 'POST',
      token: aminaToken,
      json: { title: 'Panels installed', content: '<p>Both rooms run on sun.</p>' },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data.update).toMatchObject({
      title: 'Panels installed',
      content: '<p>Both rooms run on sun.</p>',
    });
    const updates = await eventually(
      () => api(`/v1/campaigns/${id}/updates`),
      (answer) =>
        answer.body.data.updates.some(
          (update: { _id: string }) => update._id === posted.body.data.update._id,
        ),
    );
    expect(updates.body.data.updates[0].title).toBe('Panels installed');
  });

  it('GET /v1/user/{id} → data.user (country)', async () => {
    const { status, body } = await api(`/v1/user/${aminaId}`);
    expect(status).toBe(200);
    expect(body.data.user).toMatchObject({ _id: aminaId, name: amina.name, country: 'Kenya' });
    expect(body.data.user).not.toHaveProperty('email');
    expect((await api(`/v1/user/${aminaId}`, { token: aminaToken })).body.data.user.email).toBe(
      amina.email,
    );
  });

  it("GET /v1/donations/{campaignId} → data.donations[] (the spec's donations[]), newest first", async () => {
    const id = await campaignTitled(demoCampaigns[0]!.title);
    const { status, body } = await api(`/v1/donations/${id}`);
    expect(status).toBe(200);
    const { donations } = body.data;
    expect(donations).toHaveLength(demoCampaigns[0]!.raised.length);
    expect(donations[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        campaign: id,
        amount: expect.any(Number),
        anonymous: expect.any(Boolean),
        message: expect.any(String),
        createdAt: expect.any(String),
      }),
    );
    const times = donations.map((donation: { createdAt: string }) => donation.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      donations
        .filter((donation: any) => donation.anonymous)
        .every((donation: any) => donation.donorName === ''),
    ).toBe(true);
  });

  it('POST /v1/donations (section 3 payload) → not shown; paid first through POST /v1/payments/card, our card step (a declined card answers 402)', async () => {
    const campaignId = await campaignTitled(demoCampaigns[6]!.title);
    const before = (await api(`/v1/campaigns/public/${campaignId}`)).body.data.campaign
      .amountRaised;
    const card = {
      cardNumber: '4242424242424242',
      expiry: `12/${nextYear}`,
      cvv: '123',
      cardholderName: 'Wanjiru Kamau',
      amount: 60,
      campaignId,
    };
    const declined = await api('/v1/payments/card', {
      method: 'POST',
      json: { ...card, cardNumber: '4000000000000002' },
    });
    expect(declined).toMatchObject({
      status: 402,
      body: {
        status: 'fail',
        message: 'Payment declined! Please contact card issuer or use another card',
      },
    });
    const payment = await api('/v1/payments/card', { method: 'POST', json: card });
    expect(payment.status).toBe(201);
    const donation = {
      amount: 60,
      campaignId,
      message: 'For the pump',
      anonymous: false,
      donorName: 'Wanjiru Kamau',
      isRecurring: true,
      recurringInterval: 'quarterly',
      paymentMethod: 'creditCard',
      email: 'wanjiru@example.org',
      dedication: { type: 'inMemory', name: 'Baba Kamau' },
      paymentId: payment.body.data.paymentId,
    };
    const donated = await api('/v1/donations', { method: 'POST', json: donation });
    expect(donated.status).toBe(201);
    const listed = await eventually(
      () => api(`/v1/donations/${campaignId}`),
      (answer) =>
        answer.body.data.donations.some(
          (gift: { donorName: string; message: string }) =>
            gift.donorName === donation.donorName && gift.message === donation.message,
        ),
    );
    expect(listed.body.data.donations[0]).toMatchObject({
      donorName: 'Wanjiru Kamau',
      amount: 60,
      message: 'For the pump',
      isRecurring: true,
      recurringInterval: 'quarterly',
      dedication: donation.dedication,
    });
    const campaign = await eventually(
      () => api(`/v1/campaigns/public/${campaignId}`),
      (answer) => answer.body.data.campaign.amountRaised === before + 60,
    );
    expect(campaign.body.data.campaign.amountRaised).toBe(before + 60);
  });

  it("GET /v1/users/wallet → status 'success', data.wallet", async () => {
    const { status, body } = await api('/v1/users/wallet', { token: aminaToken });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'success',
      data: {
        wallet: {
          isLinked: true,
          provider: 'mpesa',
          country: 'Kenya',
          accountNumber: '******5678',
        },
      },
    });
    expect((await api('/v1/users/wallet')).status).toBe(401);
  });

  it("POST /v1/users/wallet (country, provider, accountNumber, and the password again) → status 'success', data.wallet", async () => {
    const token = await harambee.login(fatou.email, fatou.password);
    const linked = await api('/v1/users/wallet', {
      method: 'POST',
      token,
      json: {
        country: 'Gambia',
        provider: 'momo',
        accountNumber: '0781234567',
        password: fatou.password,
      },
    });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({
      status: 'success',
      data: {
        wallet: {
          isLinked: true,
          country: 'Gambia',
          provider: 'momo',
          accountNumber: '******4567',
        },
      },
    });
    await eventually(
      () => api('/v1/users/wallet', { token }),
      (answer) => answer.body.data.wallet.provider === 'momo',
    );
  });

  it('GET /v1/blog/posts → data.posts, newest first', async () => {
    const { status, body } = await api('/v1/blog/posts');
    expect(status).toBe(200);
    expect(body.data.posts.length).toBeGreaterThanOrEqual(3);
    expect(body.data.posts.map((post: { title: string }) => post.title)).not.toContain(
      'Draft: holiday giving guide',
    );
    const times = body.data.posts.map((post: { createdAt: string }) => post.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(body.data.posts[0]).toMatchObject({
      _id: expect.any(String),
      content: expect.any(String),
      imagePath: expect.stringMatching(/^\/uploads\//),
    });
  });

  it('GET /v1/blog/posts/{id} → data.post', async () => {
    const [first] = (await api('/v1/blog/posts')).body.data.posts;
    const { status, body } = await api(`/v1/blog/posts/${first._id}`);
    expect(status).toBe(200);
    expect(body.data.post).toEqual(first);
  });

  it('POST /v1/blog/posts (multipart: title, content, createdAt, image) → not shown; the post is listed', async () => {
    const published = await publishPost('Kakamega market day');
    expect(published.status).toBe(201);
    await eventually(
      () => api(`/v1/blog/posts/${published.body.data.post._id}`),
      (answer) => answer.status === 200,
    );
    const listed = await api('/v1/blog/posts');
    expect(listed.body.data.posts.map((post: { title: string }) => post.title)).toContain(
      'Kakamega market day',
    );
  });

  it('PATCH /v1/blog/posts/{id} (multipart) → not shown; the post shows the edit', async () => {
    const { body } = await publishPost('Before the edit');
    const id = body.data.post._id;
    const fields = {
      title: 'After the edit',
      content: '<p>Corrected figures.</p>',
      createdAt: body.data.post.createdAt,
    };
    expect(
      (await asAdmin(`/v1/blog/posts/${id}`, { method: 'PATCH', body: multipart(fields, false) }))
        .status,
    ).toBe(200);
    const read = await eventually(
      () => api(`/v1/blog/posts/${id}`),
      (answer) => answer.body.data?.post?.title === 'After the edit',
    );
    expect(read.body.data.post).toMatchObject({
      content: '<p>Corrected figures.</p>',
      imagePath: body.data.post.imagePath,
    });
  });

  it('DELETE /v1/blog/posts/{id} (bearer header) → not shown; the post is gone', async () => {
    const { body } = await publishPost('Short-lived post');
    const id = body.data.post._id;
    await eventually(
      () => api(`/v1/blog/posts/${id}`),
      (answer) => answer.status === 200,
    );
    expect((await api(`/v1/blog/posts/${id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await asAdmin(`/v1/blog/posts/${id}`, { method: 'DELETE' })).status).toBe(200);
    await eventually(
      () => api(`/v1/blog/posts/${id}`),
      (answer) => answer.status === 404,
    );
  });

  it('GET /contact → data.data, the contact messages', async () => {
    const { status, body } = await asAdmin('/contact');
    expect(status).toBe(200);
    expect(body.data.data).toContainEqual({
      _id: expect.any(String),
      name: 'Sarah Mitchell',
      email: 'sarah@example.org',
      role: 'investor',
      message: expect.stringContaining('recurring'),
      createdAt: expect.any(String),
    });
    expect((await api('/contact', { token: aminaToken })).status).toBe(403);
  });

  it('POST /contact (name, email, role, message) → not shown; admins read it', async () => {
    const message = {
      name: 'Tendai Moyo',
      email: 'tendai@example.org',
      role: 'partner',
      message: 'We run a microfinance fund in Harare.',
    };
    expect((await api('/contact', { method: 'POST', json: message })).status).toBe(201);
    const read = await eventually(
      () => asAdmin('/contact'),
      (answer) =>
        answer.body.data.data.some((sent: { name: string }) => sent.name === 'Tendai Moyo'),
    );
    expect(read.body.data.data[0]).toMatchObject(message);
  });

  it("POST /test/generate-donations (campaignId, count, date, amount) → not shown; that many donations are recorded (amounts and dates are the generator's, section 9)", async () => {
    const campaignId = await campaignTitled(demoCampaigns[3]!.title);
    const before = (await api(`/v1/donations/${campaignId}`)).body.data.donations.length;
    const generated = await asAdmin('/test/generate-donations', {
      method: 'POST',
      json: { campaignId, count: 5, date: new Date().toISOString(), amount: 100 },
    });
    expect(generated.status).toBe(201);
    await eventually(
      () => api(`/v1/donations/${campaignId}`),
      (answer) => answer.body.data.donations.length === before + 5,
    );
  });
});
