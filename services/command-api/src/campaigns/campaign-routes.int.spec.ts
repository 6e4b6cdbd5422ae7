import { signToken } from '@harambee/platform';
import jwt from 'jsonwebtoken';
import { type CommandApiUnderTest, campaignForm, createVerifiedCampaign, daysFromNow, startCommandApi } from '../testing/command-api-under-test';

let api: CommandApiUnderTest;
beforeAll(async () => {
  api = await startCommandApi();
});
afterAll(() => api.stop());

describe('creating a campaign', () => {
  it('when the creator verified the mailed link, then the creator, the email claim and the campaign are appended with the creator as actor', async () => {
    const created = await createVerifiedCampaign(api);
    expect(created.status).toBe(201);
    expect(created.token).toEqual(expect.any(String));
    const [campaign] = (await api.eventsOfType('CampaignCreated')).filter((e) => e.data.campaignId === created.campaignId);
    expect(campaign?.data).toMatchObject({ title: 'Solar cold rooms', goalCents: 500_000, category: 'equipment', country: 'Kenya' });
    expect(campaign?.metadata).toMatchObject({ actorRole: 'creator', actorId: campaign?.data.creatorId });
    const registered = (await api.eventsOfType('CreatorRegistered')).find((e) => e.data.email === created.email);
    expect(registered?.data.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(registered)).not.toContain('Secret123');
  });

  it('when the verification data is read back, then the form comes back without secrets', async () => {
    const email = 'formdata@example.org';
    const requested = await api.call('/auth/request-verification', {
      method: 'POST', json: { email, name: 'Kwame', formData: { title: 'Bakery', password: 'Secret123' } },
    });
    const data = await api.call(`/auth/get-verification-data?token=${requested.body.data.token}&email=${email}`);
    expect(data.body.data.formData).toEqual({ title: 'Bakery' });
    expect((await api.call(`/auth/verify-token?token=${requested.body.data.token}&email=${email}`)).body.data.verified).toBe(false);
  });

  it('when the verification link is forged, then it fails and nothing is confirmed', async () => {
    const email = 'forged@example.org';
    const requested = await api.call('/auth/request-verification', { method: 'POST', json: { email, name: 'K' } });
    const forged = await api.call(`/auth/verify-token?token=${requested.body.data.token}.not-the-secret&email=${email}`);
    expect(forged).toMatchObject({ status: 400, body: { status: 'fail', message: 'Verification failed' } });
    const missing = await api.call('/auth/verify-token');
    expect(missing.body.message).toBe('Invalid verification link. Missing token or email.');
  });

  it('when the email was not verified, then the campaign is refused and nothing is written', async () => {
    const email = 'unverified@example.org';
    const requested = await api.call('/auth/request-verification', { method: 'POST', json: { email, name: 'K' } });
    const before = await api.eventCount();
    const created = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm({
        title: 'T', story: 'S', goalAmount: '500', category: 'inventory', endDate: daysFromNow(5), name: 'K', email,
        phone: '0241234567', country: 'Ghana', password: 'Secret123', verificationToken: requested.body.data.token,
      }),
    });
    expect(created).toMatchObject({ status: 400, body: { message: 'Please verify your email address first' } });
    expect(await api.eventCount()).toBe(before);
  });

  it('when the address already has an account and the password is wrong, then it is refused', async () => {
    const first = await createVerifiedCampaign(api);
    const again = await createVerifiedCampaign(api, { email: first.email, password: 'Wrong1234', confirmPassword: 'Wrong1234' });
    expect(again.status).toBe(401);
    const withPassword = await createVerifiedCampaign(api, { email: first.email });
    expect(withPassword.status).toBe(201);
  });

  const badForms: [string, Record<string, string>, string][] = [
    ['no title', { title: '' }, 'Title is required'],
    ['a long title', { title: 'x'.repeat(101) }, 'Title must be 100 characters or less'],
    ['no story', { story: '' }, 'Story is required'],
    ['a story that is only a script', { story: '<script>alert(1)</script><img src=x onerror=alert(1)>' }, 'Story is required'],
    ['a long story', { story: `<p>${'a'.repeat(5001)}</p>` }, 'Story must be 5000 characters or less'],
    ['no goal', { goalAmount: '' }, 'Goal amount is required'],
    ['a small goal', { goalAmount: '99' }, 'Goal amount must be at least $100'],
    ['a goal that is not a number', { goalAmount: 'lots' }, 'Goal amount is required'],
    ['an unknown category', { category: 'yachts' }, 'Please select a category'],
    ['an end date today', { endDate: daysFromNow(0) }, 'Campaign duration must be between 1 and 20 days'],
    ['an end date in 21 days', { endDate: daysFromNow(21) }, 'Campaign duration must be between 1 and 20 days'],
    ['no name', { name: '' }, 'Name is required'],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['no phone', { phone: '' }, 'Phone number is required'],
    ['an unknown country', { country: 'Atlantis' }, 'Country is required'],
    ['a short password', { password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters'],
    ['passwords that differ', { confirmPassword: 'Other1234' }, 'Passwords do not match'],
    ['an unknown field', { isAdmin: 'true' }, 'Unknown field: isAdmin'],
  ];
  it.each(badForms)('when the form has %s, then it answers 400 with the spec message and writes nothing', async (_case, fields, message) => {
    const base = {
      title: 'T', story: 'S', goalAmount: '500', category: 'inventory', endDate: daysFromNow(5), name: 'K',
      email: 'bad-input@example.org', phone: '0241234567', country: 'Ghana', password: 'Secret123', confirmPassword: 'Secret123',
      verificationToken: 'x',
    };
    const before = await api.eventCount();
    const answer = await api.call('/v1/campaigns', { method: 'POST', body: campaignForm({ ...base, ...fields }) });
    expect(answer).toMatchObject({ status: 400, body: { status: 'fail', message } });
    expect(await api.eventCount()).toBe(before);
  });

  it('when the image is missing, not an image, or too large, then it is refused', async () => {
    const { fields } = await createVerifiedCampaign(api);
    const missing = await api.call('/v1/campaigns', { method: 'POST', body: campaignForm(fields, null) });
    expect(missing.body.message).toBe('Campaign image is required');
    const script = await api.call('/v1/campaigns', { method: 'POST', body: campaignForm(fields, Buffer.from('<script>alert(1)</script>'), 'image/png') });
    expect(script).toMatchObject({ status: 400, body: { message: 'Campaign image must be a JPEG, PNG or GIF file' } });
    const huge = await api.call('/v1/campaigns', { method: 'POST', body: campaignForm(fields, Buffer.alloc(5 * 1024 * 1024 + 1)) });
    expect(huge).toMatchObject({ status: 413, body: { message: 'Image size should not exceed 5MB.' } });
  });
});

describe('the campaign lifecycle', () => {
  let campaignId: string;
  let creatorToken: string;
  beforeAll(async () => {
    const created = await createVerifiedCampaign(api);
    campaignId = created.campaignId;
    creatorToken = created.token;
  });

  it('when a creator approves, then it is forbidden; anonymous is unauthorised; forged and expired tokens are refused', async () => {
    const secret = api.deps.config.jwtSecret;
    expect((await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: creatorToken })).status).toBe(403);
    expect((await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH' })).status).toBe(401);
    const forged = jwt.sign({ role: 'admin' }, 'not-the-secret', { subject: api.adminId });
    expect((await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: forged })).status).toBe(401);
    const expired = jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, secret, { subject: api.adminId });
    expect((await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: expired })).status).toBe(401);
    expect((await api.eventsOfType('CampaignApproved')).length).toBe(0);
  });

  it('when an admin approves and features, then each is recorded with the admin as actor', async () => {
    expect((await api.call(`/v1/campaigns/${campaignId}/feature`, { method: 'PATCH', token: api.adminToken })).status).toBe(409);
    const approved = await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
    expect(approved).toMatchObject({ status: 200, body: { data: { campaign: { status: 'approved' } } } });
    expect((await api.call(`/v1/campaigns/${campaignId}/feature`, { method: 'PATCH', token: api.adminToken })).body.data.campaign.featured).toBe(true);
    const [event] = await api.eventsOfType('CampaignFeatured');
    expect(event?.metadata).toMatchObject({ actorId: api.adminId, actorRole: 'admin' });
  });

  it('when the owner edits, then it goes back to pending; another creator may not', async () => {
    const other = await createVerifiedCampaign(api);
    const edit = { title: 'Cold rooms, phase two', story: '<p>Now with a generator</p>', category: 'equipment', goalAmount: '5000' };
    expect((await api.call(`/v1/campaigns/${campaignId}`, { method: 'PATCH', token: other.token, json: edit })).status).toBe(403);
    const edited = await api.call(`/v1/campaigns/${campaignId}`, { method: 'PATCH', token: creatorToken, json: edit });
    expect(edited).toMatchObject({ status: 200, body: { data: { campaign: { status: 'pending' } } } });
  });

  it('when the owner posts an update, then its content is sanitised', async () => {
    const posted = await api.call(`/v1/campaigns/${campaignId}/updates`, {
      method: 'POST', token: creatorToken, json: { title: 'Week one', content: '<p onclick="x()">Built<script>alert(1)</script></p>' },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data.update.content).toBe('<p>Built</p>');
    const tooLong = await api.call(`/v1/campaigns/${campaignId}/updates`, { method: 'POST', token: creatorToken, json: { title: 'x'.repeat(101), content: 'c' } });
    expect(tooLong.body.message).toBe('Title must be 100 characters or less');
  });

  it('when ids are unknown or malformed, then it answers 404 and never 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await api.call(`/v1/campaigns/${unknown}/approve`, { method: 'PATCH', token: api.adminToken })).status).toBe(404);
    expect((await api.call(`/v1/campaigns/not-a-uuid/approve`, { method: 'PATCH', token: api.adminToken })).status).toBe(400);
    expect((await api.call(`/v1/campaigns/${unknown}`, { method: 'DELETE', token: api.adminToken })).status).toBe(404);
  });

  it('when an admin deletes, then it is gone for good', async () => {
    expect((await api.call(`/v1/campaigns/${campaignId}`, { method: 'DELETE', token: creatorToken })).status).toBe(403);
    expect((await api.call(`/v1/campaigns/${campaignId}`, { method: 'DELETE', token: api.adminToken })).status).toBe(200);
    expect((await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken })).status).toBe(404);
  });

  it('when the token belongs to someone unknown, then signing with the real secret still cannot approve as a creator', async () => {
    const token = signToken({ userId: 'someone', role: 'creator' }, api.deps.config.jwtSecret);
    expect((await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token })).status).toBe(403);
  });
});
