import { NUL_REFUSED, signToken } from '@harambee/platform';
import jwt from 'jsonwebtoken';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { message, say } from '@harambee/messages';
import {
  CAMPAIGN_UPDATES_PER_DAY,
  REJECTION_MESSAGES,
  REJECTION_REASON_MAX,
} from '@harambee/rules';
import { subjectsTo, waitForSubject } from '../money-out/testing/wait-for-subject';
import { APPROVAL_SUBJECT } from './approval-mail';
import { REJECTION_SUBJECT } from './rejection-mail';
import { IMAGE_UNREADABLE } from '../core/image-upload';
import { IMAGE_TOO_LARGE } from '../core/images';
import { FIRST_FRAME_RGB, blankPng, manyFrameGif } from '../testing/costly-images';
import {
  GIF_1PX as GIF,
  WEBP_1PX as WEBP,
  type CommandApiUnderTest,
  campaignForm,
  createVerifiedCampaign,
  daysFromNow,
  startCommandApiUnderTest,
  verifiedCampaignFields,
} from '../testing/command-api-under-test';

const malformedMultiparts: [string, string, string][] = [
  ['a body that is not multipart at all', 'multipart/form-data; boundary=x', 'garbage'],
  [
    'an unterminated part',
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nCold rooms',
  ],
  ['no boundary', 'multipart/form-data', '--x\r\n'],
];

let api: CommandApiUnderTest;
beforeAll(async () => {
  api = await startCommandApiUnderTest();
});
afterAll(() => api.stop());

const storedImages = () =>
  existsSync(api.deps.config.uploadsDir) ? readdirSync(api.deps.config.uploadsDir) : [];

describe('creating a campaign', () => {
  it('when the creator verified the mailed link, then the creator, the email claim and the campaign are appended with the creator as actor', async () => {
    const created = await createVerifiedCampaign(api);
    expect(created.status).toBe(201);
    expect(created.token).toEqual(expect.any(String));
    const [campaign] = (await api.eventsOfType('CampaignCreated')).filter(
      (e) => e.data.campaignId === created.campaignId,
    );
    expect(campaign?.data).toMatchObject({
      title: 'Solar cold rooms',
      goalCents: 500_000,
      category: 'equipment',
      country: 'Kenya',
    });
    expect(campaign?.metadata).toMatchObject({
      actorRole: 'creator',
      actorId: campaign?.data.creatorId,
    });
    const registered = (await api.eventsOfType('CreatorRegistered')).find(
      (e) => e.data.email === created.email,
    );
    expect(registered?.data.passwordHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(registered)).not.toContain('Secret123');
  });

  it('when a verified form is submitted again (a retry on a slow network), then the same campaign answers and no second one is made', async () => {
    const first = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    const again = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(first.fields),
    });
    expect(again.status).toBe(200);
    expect(again.body.data.campaign._id).toBe(first.campaignId);
    expect(await api.eventCount()).toBe(before);
    const made = (await api.eventsOfType('CampaignCreated')).filter(
      (e) => e.data.creatorId === first.body.data.user._id,
    );
    expect(made).toHaveLength(1);
  });

  it('when the verification data is read back, then the form comes back without secrets', async () => {
    const email = 'formdata@example.org';
    const requested = await api.call('/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'Kwame', formData: { title: 'Bakery', password: 'Secret123' } },
    });
    const data = await api.call(
      `/auth/get-verification-data?token=${requested.body.data.token}&email=${email}`,
    );
    expect(data.body.data.formData).toEqual({ title: 'Bakery' });
    expect(
      (await api.call(`/auth/verify-token?token=${requested.body.data.token}&email=${email}`)).body
        .data.verified,
    ).toBe(false);
  });

  it.each([
    ['a link', 'Visit http://evil.example'],
    ['markup', '<b>Amina</b>'],
    ['digits', 'Amina 2'],
  ])(
    'when the name for the mail holds %s, then it answers 400 and nothing is written or mailed',
    async (_case, name) => {
      const before = await api.eventCount();
      const mails = api.smtp.received.length;
      const answer = await api.call('/auth/request-verification', {
        method: 'POST',
        json: { email: 'named@example.org', name },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'fail', message: "Name may contain only letters, spaces and . ' -" },
      });
      expect(await api.eventCount()).toBe(before);
      expect(api.smtp.received.length).toBe(mails);
    },
  );

  it("when the name is in any script with spaces and . ' -, then the mail is sent", async () => {
    const answer = await api.call('/auth/request-verification', {
      method: 'POST',
      json: { email: 'scripts@example.org', name: "Zoë O'Neil-Ngũgĩ J. Ṣàngó 李 नमस्ते" },
    });
    expect(answer.status).toBe(200);
  });

  it('when the verification link is forged, then it fails and nothing is confirmed', async () => {
    const email = 'forged@example.org';
    const requested = await api.call('/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'K' },
    });
    const forged = await api.call(
      `/auth/verify-token?token=${requested.body.data.token}.not-the-secret&email=${email}`,
    );
    expect(forged).toMatchObject({
      status: 400,
      body: { status: 'fail', message: 'Verification failed' },
    });
    const missing = await api.call('/auth/verify-token');
    expect(missing.body.message).toBe('Invalid verification link. Missing token or email.');
  });

  it('when the email was not verified, then the campaign is refused and nothing is written', async () => {
    const email = 'unverified@example.org';
    await api.call('/auth/request-verification', { method: 'POST', json: { email, name: 'K' } });
    const mailed = new URL(api.smtp.linkIn(await api.smtp.waitForMail(email))).searchParams.get(
      'token',
    )!;
    const before = await api.eventCount();
    const imagesBefore = storedImages();
    const created = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm({
        title: 'T',
        story: 'S',
        goalAmount: '500',
        category: 'inventory',
        endDate: daysFromNow(5),
        name: 'K',
        email,
        phone: '0241234567',
        country: 'Ghana',
        password: 'Secret123',
        verificationToken: mailed,
      }),
    });
    expect(created).toMatchObject({
      status: 400,
      body: { message: 'Please verify your email address first' },
    });
    expect(await api.eventCount()).toBe(before);
    expect(storedImages()).toEqual(imagesBefore);
  });

  it("when someone asked for the mail to another person's address and that person opens the link, then only the mailed secret creates the account", async () => {
    const victim = `victim-${Math.random().toString(36).slice(2)}@example.org`;
    const requested = await api.call('/auth/request-verification', {
      method: 'POST',
      json: { email: victim, name: 'Mallory' },
    });
    const link = new URL(api.smtp.linkIn(await api.smtp.waitForMail(victim)));
    expect(await api.call(`/auth/verify-token?${link.searchParams}`)).toMatchObject({
      status: 200,
      body: { data: { verified: true } },
    });
    const fields = {
      title: 'T',
      story: 'S',
      goalAmount: '500',
      category: 'inventory',
      endDate: daysFromNow(5),
      name: 'Mallory',
      email: victim,
      phone: '0241234567',
      country: 'Ghana',
      password: 'Mallory123',
    };
    const before = await api.eventCount();
    const withHandle = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm({ ...fields, verificationToken: requested.body.data.token }),
    });
    expect(withHandle).toMatchObject({
      status: 400,
      body: { status: 'fail', message: 'Verification failed' },
    });
    const guessed = `${requested.body.data.token}.guessed-guessed-guessed-guessed`;
    const withGuess = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm({ ...fields, verificationToken: guessed }),
    });
    expect(withGuess).toMatchObject({ status: 400, body: { message: 'Verification failed' } });
    expect(await api.eventCount()).toBe(before);

    const owner = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm({ ...fields, verificationToken: link.searchParams.get('token')! }),
    });
    expect(owner.status).toBe(201);
  });

  it('when the address already has an account and the password is wrong, then it is refused', async () => {
    const first = await createVerifiedCampaign(api);
    const again = await createVerifiedCampaign(api, {
      email: first.email,
      password: 'Wrong1234',
      confirmPassword: 'Wrong1234',
    });
    expect(again.status).toBe(401);
    const withPassword = await createVerifiedCampaign(api, { email: first.email });
    expect(withPassword.status).toBe(201);
  });

  const badForms: [string, Record<string, string>, string][] = [
    ['no title', { title: '' }, 'Title is required'],
    ['a long title', { title: 'x'.repeat(101) }, 'Title must be 100 characters or less'],
    ['no story', { story: '' }, 'Story is required'],
    [
      'a story that is only a script',
      { story: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
      'Story is required',
    ],
    [
      'a long story',
      { story: `<p>${'a'.repeat(5001)}</p>` },
      'Story must be 5000 characters or less',
    ],
    ['no goal', { goalAmount: '' }, 'Goal amount is required'],
    ['a small goal', { goalAmount: '99' }, 'Goal amount must be at least $100'],
    ['a goal between steps of $100', { goalAmount: '150' }, 'Goal amount must be in steps of $100'],
    ['a goal with cents', { goalAmount: '500.50' }, 'Goal amount must be in steps of $100'],
    ['a goal that is not a number', { goalAmount: 'lots' }, 'Goal amount is required'],
    ['an unknown category', { category: 'yachts' }, 'Please select a category'],
    [
      'an end date today',
      { endDate: daysFromNow(0) },
      'Campaign duration must be between 1 and 20 days',
    ],
    [
      'an end date in 21 days',
      { endDate: daysFromNow(21) },
      'Campaign duration must be between 1 and 20 days',
    ],
    ['no name', { name: '' }, 'Name is required'],
    ['a bad email', { email: 'not-an-email' }, 'Please enter a valid email address'],
    ['no phone', { phone: '' }, 'Phone number is required'],
    ['an unknown country', { country: 'Atlantis' }, 'Country is required'],
    [
      'a short password',
      { password: 'short', confirmPassword: 'short' },
      'Password must be at least 8 characters',
    ],
    ['passwords that differ', { confirmPassword: 'Other1234' }, 'Passwords do not match'],
    ['an unknown field', { isAdmin: 'true' }, 'Unknown field: isAdmin'],
    ['a NUL character in the title', { title: 'Cold\u0000rooms' }, say('en', NUL_REFUSED)],
  ];
  it.each(badForms)(
    'when the form has %s, then it answers 400 with the spec message and writes nothing',
    async (_case, fields, message) => {
      const base = {
        title: 'T',
        story: 'S',
        goalAmount: '500',
        category: 'inventory',
        endDate: daysFromNow(5),
        name: 'K',
        email: 'bad-input@example.org',
        phone: '0241234567',
        country: 'Ghana',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        verificationToken: 'x',
      };
      const before = await api.eventCount();
      const answer = await api.call('/v1/campaigns', {
        method: 'POST',
        body: campaignForm({ ...base, ...fields }),
      });
      expect(answer).toMatchObject({ status: 400, body: { status: 'fail', message } });
      expect(await api.eventCount()).toBe(before);
    },
  );

  it('when the image is missing, not an image, or too large, then it is refused', async () => {
    const { fields } = await createVerifiedCampaign(api);
    const missing = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(fields, null),
    });
    expect(missing.body.message).toBe('Campaign image is required');
    const script = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(fields, Buffer.from('<script>alert(1)</script>'), 'image/png'),
    });
    expect(script).toMatchObject({
      status: 400,
      body: { message: 'Campaign image must be a JPEG, PNG or GIF file' },
    });
    const huge = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(fields, Buffer.alloc(5 * 1024 * 1024 + 1)),
    });
    expect(huge).toMatchObject({
      status: 413,
      body: { message: 'Image size should not exceed 5MB.' },
    });
  });

  it('when the image is a WEBP, then it is refused as the message says; a GIF is taken', async () => {
    const { fields: used } = await createVerifiedCampaign(api);
    const email = `gif-${used.email}`;
    await api.call('/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'Amina' },
    });
    const link = new URL(api.smtp.linkIn(await api.smtp.waitForMail(email)));
    await api.call(`/auth/verify-token?${link.searchParams}`);
    const fields = { ...used, email, verificationToken: link.searchParams.get('token')! };
    const webp = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(fields, WEBP, 'image/webp'),
    });
    expect(webp).toMatchObject({
      status: 400,
      body: { message: 'Campaign image must be a JPEG, PNG or GIF file' },
    });
    const gif = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(fields, GIF, 'image/gif'),
    });
    expect(gif.status).toBe(201);
  });

  it('when the photo carries GPS position and is large and turned, then the stored file is upright, at most 2000 px and has no EXIF', async () => {
    const photo = await sharp({
      create: { width: 3000, height: 1500, channels: 3, background: '#3a7' },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '1/1 17/1 30/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '36/1 49/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Phone');
    const { fields } = await createVerifiedCampaign(api);
    const email = `gps-${fields.email}`;
    await api.call('/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'Amina' },
    });
    const link = new URL(api.smtp.linkIn(await api.smtp.waitForMail(email)));
    await api.call(`/auth/verify-token?${link.searchParams}`);
    const answer = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(
        { ...fields, email, verificationToken: link.searchParams.get('token')! },
        photo,
        'image/jpeg',
      ),
    });
    expect(answer.status).toBe(201);
    const [event] = (await api.eventsOfType('CampaignCreated')).filter(
      (e) => e.data.campaignId === answer.body.data.campaign._id,
    );
    const stored = await sharp(
      readFileSync(path.join(api.deps.config.uploadsDir, event!.data.imagePath)),
    ).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1000, height: 2000 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('when the image has a JPEG signature but cannot be decoded, then it answers 400 and writes nothing', async () => {
    const { fields } = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    const imagesBefore = storedImages();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const refused = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(fields, broken, 'image/jpeg'),
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { status: 'fail', message: say('en', IMAGE_UNREADABLE) },
    });
    expect(await api.eventCount()).toBe(before);
    expect(storedImages()).toEqual(imagesBefore);
  });

  it('when a campaign is created, then its image is written to the uploads folder under the name the event records', async () => {
    const imagesBefore = storedImages();
    const created = await createVerifiedCampaign(api);
    const [event] = (await api.eventsOfType('CampaignCreated')).filter(
      (e) => e.data.campaignId === created.campaignId,
    );
    expect(storedImages().filter((name) => !imagesBefore.includes(name))).toEqual([
      event?.data.imagePath,
    ]);
  });

  it.each(malformedMultiparts)(
    'when the multipart body has %s, then it answers 400 and writes nothing',
    async (_case, contentType, body) => {
      const before = await api.eventCount();
      const answer = await api.call('/v1/campaigns', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Malformed multipart form' },
      });
      expect(await api.eventCount()).toBe(before);
    },
  );

  const badRequests: [string, object, string][] = [
    [
      'an unknown field',
      { email: 'k@example.org', name: 'K', admin: true },
      'Unknown field: admin',
    ],
    [
      'a NUL character in the name',
      { email: 'k@example.org', name: 'K\u0000' },
      say('en', NUL_REFUSED),
    ],
  ];
  it.each(badRequests)(
    'when the verification request has %s, then it answers 400 and mails nothing',
    async (_case, json, message) => {
      const mails = api.smtp.received.length;
      const before = await api.eventCount();
      expect(await api.call('/auth/request-verification', { method: 'POST', json })).toMatchObject({
        status: 400,
        body: { status: 'fail', message },
      });
      expect(await api.eventCount()).toBe(before);
      expect(api.smtp.received.length).toBe(mails);
    },
  );

  it('when the verification link carries a NUL character, then it answers 400', async () => {
    expect(await api.call('/auth/verify-token?token=abc%00&email=k@example.org')).toMatchObject({
      status: 400,
      body: { message: say('en', NUL_REFUSED) },
    });
  });
});

describe('images that cost more to decode than they weigh', () => {
  const bomb = blankPng(9000, 9000);
  /** Pixels are decoded only when sharp writes its output; reading the header is not a decode. */
  let decodes: jest.SpyInstance;
  beforeEach(() => {
    decodes = jest.spyOn(sharp.prototype, 'toBuffer');
  });
  afterEach(() => decodes.mockRestore());

  it.each([
    ['the 81-megapixel PNG', bomb, 'image/png'],
    [
      'a GIF of 40 frames of 1600 × 1600, 102 megapixels in all',
      manyFrameGif(1600, 1600, 40),
      'image/gif',
    ],
  ])(
    'when a verified creator sends %s, then it is refused as too large from its header alone and nothing is written',
    async (_case, image, type) => {
      const fields = await verifiedCampaignFields(api);
      const before = await api.eventCount();
      const imagesBefore = storedImages();
      const answer = await api.call('/v1/campaigns', {
        method: 'POST',
        body: campaignForm(fields, image, type),
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'fail', message: say('en', IMAGE_TOO_LARGE) },
      });
      expect(decodes).not.toHaveBeenCalled();
      expect(await api.eventCount()).toBe(before);
      expect(storedImages()).toEqual(imagesBefore);
    },
  );

  it('when a verified creator sends an animated GIF, then the campaign keeps its first frame as a still', async () => {
    const fields = await verifiedCampaignFields(api);
    const answer = await api.call('/v1/campaigns', {
      method: 'POST',
      body: campaignForm(fields, manyFrameGif(800, 800, 40), 'image/gif'),
    });
    expect(answer.status).toBe(201);
    const [event] = (await api.eventsOfType('CampaignCreated')).filter(
      (e) => e.data.campaignId === answer.body.data.campaign._id,
    );
    const stored = readFileSync(path.join(api.deps.config.uploadsDir, event!.data.imagePath));
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'gif', width: 800, pages: 1 });
    const { data } = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual(FIRST_FRAME_RGB);
  });

  it("when the owner's edit carries the 81-megapixel PNG, then it is refused as too large and nothing is written", async () => {
    const created = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    const imagesBefore = storedImages();
    decodes.mockClear();
    const answer = await api.call(`/v1/campaigns/${created.campaignId}`, {
      method: 'PATCH',
      token: created.token,
      body: campaignForm(
        { title: 'Cold rooms', story: '<p>Story</p>', category: 'equipment' },
        bomb,
      ),
    });
    expect(answer).toMatchObject({ status: 400, body: { message: say('en', IMAGE_TOO_LARGE) } });
    expect(decodes).not.toHaveBeenCalled();
    expect(await api.eventCount()).toBe(before);
    expect(storedImages()).toEqual(imagesBefore);
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
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/approve`, {
          method: 'PATCH',
          token: creatorToken,
        })
      ).status,
    ).toBe(403);
    expect(
      (await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH' })).status,
    ).toBe(401);
    const forged = jwt.sign({ role: 'admin' }, 'not-the-secret', { subject: api.adminId });
    expect(
      (await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: forged }))
        .status,
    ).toBe(401);
    const expired = jwt.sign({ role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
      subject: api.adminId,
    });
    expect(
      (await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: expired }))
        .status,
    ).toBe(401);
    expect((await api.eventsOfType('CampaignApproved')).length).toBe(0);
  });

  it('when an admin approves and features, then each is recorded with the admin as actor', async () => {
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/feature`, {
          method: 'PATCH',
          token: api.adminToken,
        })
      ).status,
    ).toBe(409);
    const approved = await api.call(`/v1/campaigns/${campaignId}/approve`, {
      method: 'PATCH',
      token: api.adminToken,
    });
    expect(approved).toMatchObject({
      status: 200,
      body: { data: { campaign: { status: 'approved' } } },
    });
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/feature`, {
          method: 'PATCH',
          token: api.adminToken,
        })
      ).body.data.campaign.featured,
    ).toBe(true);
    const [event] = await api.eventsOfType('CampaignFeatured');
    expect(event?.metadata).toMatchObject({ actorId: api.adminId, actorRole: 'admin' });
  });

  it('when the owner edits the live campaign, then it stays approved with the edit pending; another creator may not', async () => {
    const other = await createVerifiedCampaign(api);
    const edit = {
      title: 'Cold rooms, phase two',
      story: '<p>Now with a generator</p>',
      category: 'equipment',
      goalAmount: '5000',
    };
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}`, {
          method: 'PATCH',
          token: other.token,
          json: edit,
        })
      ).status,
    ).toBe(403);
    const edited = await api.call(`/v1/campaigns/${campaignId}`, {
      method: 'PATCH',
      token: creatorToken,
      json: edit,
    });
    expect(edited).toMatchObject({
      status: 200,
      body: { data: { campaign: { status: 'approved', pendingEdit: true } } },
    });
  });

  it('when an admin rejects with a reason, then the rejection records it and the creator is mailed what to change with the edit link; too long a reason writes nothing', async () => {
    const rejected = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    const tooLong = await api.call(`/v1/campaigns/${rejected.campaignId}/reject`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason: 'x'.repeat(REJECTION_REASON_MAX + 1) },
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: REJECTION_MESSAGES.tooLong },
    });
    expect(await api.eventCount()).toBe(before);

    const reason = 'Add a photo of the cold room and say who will run it.';
    const answer = await api.call(`/v1/campaigns/${rejected.campaignId}/reject`, {
      method: 'PATCH',
      token: api.adminToken,
      json: { reason },
    });
    expect(answer.body.data.campaign.status).toBe('rejected');
    const [event] = (await api.eventsOfType('CampaignRejected')).filter(
      (e) => e.data.campaignId === rejected.campaignId,
    );
    expect(event?.data.reason).toBe(reason);
    const mail = await waitForSubject(api, rejected.email, REJECTION_SUBJECT);
    expect(mail.text).toContain(`What to change: ${reason}`);
    expect(mail.text).toContain(`/campaign/${rejected.campaignId}/edit`);
  });

  it('when an admin approves a pending campaign, then its creator is mailed that it is live, with its link and end date; approving its later edit mails nothing more', async () => {
    const approved = await createVerifiedCampaign(api);
    const answer = await api.call(`/v1/campaigns/${approved.campaignId}/approve`, {
      method: 'PATCH',
      token: api.adminToken,
    });
    expect(answer.body.data.campaign.status).toBe('approved');
    const mail = await waitForSubject(api, approved.email, APPROVAL_SUBJECT);
    expect(mail.text).toContain(`"${approved.fields.title}"`);
    expect(mail.text).toContain(`/campaign/${approved.campaignId}`);
    const endDay = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${approved.fields.endDate}T12:00:00Z`),
    );
    expect(mail.text).toContain(`until the end of ${endDay} (UTC)`);

    const edit = { title: 'Cold rooms, the edit', story: '<p>More</p>', category: 'equipment' };
    await api.call(`/v1/campaigns/${approved.campaignId}`, {
      method: 'PATCH',
      token: approved.token,
      json: edit,
    });
    await api.call(`/v1/campaigns/${approved.campaignId}/approve`, {
      method: 'PATCH',
      token: api.adminToken,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(subjectsTo(api, approved.email).filter((s) => s === APPROVAL_SUBJECT)).toHaveLength(1);
  });

  it('when someone without a token edits or posts an update, then the answer says they must be logged in', async () => {
    const edit = { title: 'Cold rooms', story: '<p>Story</p>', category: 'equipment' };
    expect(
      await api.call(`/v1/campaigns/${campaignId}`, { method: 'PATCH', json: edit }),
    ).toMatchObject({
      status: 401,
      body: { status: 'fail', message: 'You must be logged in to update a campaign' },
    });
    expect(
      await api.call(`/v1/campaigns/${campaignId}/updates`, {
        method: 'POST',
        json: { title: 'News', content: '<p>x</p>' },
      }),
    ).toMatchObject({
      status: 401,
      body: { status: 'fail', message: 'You must be logged in to post updates' },
    });
  });

  it('when the owner sends a goal between steps of $100 with an edit, then it is refused', async () => {
    const edit = {
      title: 'Cold rooms',
      story: '<p>Story</p>',
      category: 'equipment',
      goalAmount: '5050',
    };
    expect(
      await api.call(`/v1/campaigns/${campaignId}`, {
        method: 'PATCH',
        token: creatorToken,
        json: edit,
      }),
    ).toMatchObject({
      status: 400,
      body: { message: 'Goal amount must be in steps of $100' },
    });
  });

  it.each(malformedMultiparts)(
    "when the owner's edit has %s, then it answers 400",
    async (_case, contentType, body) => {
      const answer = await api.call(`/v1/campaigns/${campaignId}`, {
        method: 'PATCH',
        token: creatorToken,
        headers: { 'content-type': contentType },
        body,
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 'fail', message: 'Malformed multipart form' },
      });
    },
  );

  it("when an edit with a new image is refused, then no image is written; the owner's is", async () => {
    const other = await createVerifiedCampaign(api);
    const edit = { title: 'Cold rooms', story: '<p>Story</p>', category: 'equipment' };
    const imagesBefore = storedImages();
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}`, {
          method: 'PATCH',
          token: other.token,
          body: campaignForm(edit),
        })
      ).status,
    ).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await api.call(`/v1/campaigns/${unknown}`, {
          method: 'PATCH',
          token: creatorToken,
          body: campaignForm(edit),
        })
      ).status,
    ).toBe(404);
    expect(storedImages()).toEqual(imagesBefore);
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}`, {
          method: 'PATCH',
          token: creatorToken,
          body: campaignForm(edit),
        })
      ).status,
    ).toBe(200);
    expect(storedImages()).toHaveLength(imagesBefore.length + 1);
  });

  it('when the owner posts an update, then its content is sanitised', async () => {
    const posted = await api.call(`/v1/campaigns/${campaignId}/updates`, {
      method: 'POST',
      token: creatorToken,
      json: { title: 'Week one', content: '<p onclick="x()">Built<script>alert(1)</script></p>' },
    });
    expect(posted.status).toBe(201);
    expect(posted.body.data.update.content).toBe('<p>Built</p>');
    const tooLong = await api.call(`/v1/campaigns/${campaignId}/updates`, {
      method: 'POST',
      token: creatorToken,
      json: { title: 'x'.repeat(101), content: 'c' },
    });
    expect(tooLong.body.message).toBe('Title must be 100 characters or less');
    const withNul = await api.call(`/v1/campaigns/${campaignId}/updates`, {
      method: 'POST',
      token: creatorToken,
      json: { title: 'Week\u0000two', content: 'c' },
    });
    expect(withNul).toMatchObject({ status: 400, body: { message: say('en', NUL_REFUSED) } });
  });

  it('when ids are unknown or malformed, then it answers 404 and never 500', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await api.call(`/v1/campaigns/${unknown}/approve`, {
          method: 'PATCH',
          token: api.adminToken,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api.call(`/v1/campaigns/not-a-uuid/approve`, {
          method: 'PATCH',
          token: api.adminToken,
        })
      ).status,
    ).toBe(400);
    expect(
      (await api.call(`/v1/campaigns/${unknown}`, { method: 'DELETE', token: api.adminToken }))
        .status,
    ).toBe(404);
  });

  it('when an admin deletes, then it is gone for good', async () => {
    expect(
      (await api.call(`/v1/campaigns/${campaignId}`, { method: 'DELETE', token: creatorToken }))
        .status,
    ).toBe(403);
    expect(
      (await api.call(`/v1/campaigns/${campaignId}`, { method: 'DELETE', token: api.adminToken }))
        .status,
    ).toBe(200);
    expect(
      (
        await api.call(`/v1/campaigns/${campaignId}/approve`, {
          method: 'PATCH',
          token: api.adminToken,
        })
      ).status,
    ).toBe(404);
  });

  it('when the token belongs to someone unknown, then signing with the real secret still cannot approve: the session has ended', async () => {
    const token = signToken({ userId: 'someone', role: 'admin' }, api.deps.config.jwtSecret);
    expect(
      (await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token })).status,
    ).toBe(401);
  });
});

describe('updates a day', () => {
  it('when a campaign has posted its updates of the day, then another is refused 429 in the creator’s language and nothing is written', async () => {
    const { campaignId, token } = await createVerifiedCampaign(api);
    const post = (n: number) =>
      api.call(`/v1/campaigns/${campaignId}/updates`, {
        method: 'POST',
        token,
        headers: { 'accept-language': 'fr' },
        json: { title: `News ${n}`, content: `<p>${'x'.repeat(1000)}</p>` },
      });
    for (let n = 1; n <= CAMPAIGN_UPDATES_PER_DAY; n++) expect((await post(n)).status).toBe(201);
    const before = await api.eventCount();
    expect(await post(CAMPAIGN_UPDATES_PER_DAY + 1)).toMatchObject({
      status: 429,
      body: {
        status: 'fail',
        message: message('fr', 'api.tooManyUpdates', {
          limit: CAMPAIGN_UPDATES_PER_DAY,
          hours: 24,
        }),
      },
    });
    expect(await api.eventCount()).toBe(before);
  });
});
