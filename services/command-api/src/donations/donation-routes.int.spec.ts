import { say } from '@harambee/messages';
import { NUL_REFUSED } from '@harambee/platform';
import jwt from 'jsonwebtoken';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';
import { campaignEnded } from '@harambee/events/src/testing/sample-events';
import { CAMPAIGN_CLOSED } from './donation';

let api: CommandApiUnderTest;
let campaignId: string;
let pendingCampaignId: string;
let clockOffsetMs = 0;
const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Grace Otieno',
};
const gift = {
  amount: 25,
  message: 'Go well',
  anonymous: false,
  donorName: 'Grace Otieno',
  isRecurring: false,
  recurringInterval: null,
  paymentMethod: 'creditCard',
  email: 'grace@example.org',
  dedication: null,
};

const pay = async (amount = 25, target = campaignId) =>
  api.call('/v1/payments/card', { method: 'POST', json: { ...card, amount, campaignId: target } });

const chargedPayments = async () =>
  (await api.deps.db.query<{ n: number }>('select count(*)::int as n from sandbox_payments'))[0]!.n;

beforeAll(async () => {
  api = await startCommandApiUnderTest({ clock: () => new Date(Date.now() + clockOffsetMs) });
  campaignId = (await createVerifiedCampaign(api)).campaignId;
  pendingCampaignId = (await createVerifiedCampaign(api)).campaignId;
  await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
});
afterAll(() => api.stop());
afterEach(() => {
  clockOffsetMs = 0;
});

describe('donating by card', () => {
  it('when the card is approved and the donation posted with its payment, then one donation is recorded with the full payload', async () => {
    const payment = await pay();
    expect(payment.status).toBe(201);
    const donated = await api.call('/v1/donations', {
      method: 'POST',
      json: {
        ...gift,
        campaignId,
        paymentId: payment.body.data.paymentId,
        isRecurring: true,
        recurringInterval: 'monthly',
        dedication: { type: 'inMemory', name: 'Mama' },
      },
    });
    expect(donated).toMatchObject({
      status: 201,
      body: { data: { donation: { amount: 25, donorName: 'Grace Otieno', campaign: campaignId } } },
    });
    const recorded = (await api.eventsOfType('DonationRecorded')).find(
      (e) => e.data.paymentId === payment.body.data.paymentId,
    );
    expect(recorded?.data).toMatchObject({
      amountCents: 2500,
      recurringInterval: 'monthly',
      dedication: { type: 'inMemory', name: 'Mama' },
      email: 'grace@example.org',
    });
    expect(recorded?.stream_id).toBe(`donation-${payment.body.data.paymentId}`);
  });

  it('when the same donation is retried, even at the same moment, then it is counted once', async () => {
    const paymentId = (await pay(40)).body.data.paymentId;
    const post = () =>
      api.call('/v1/donations', {
        method: 'POST',
        json: { ...gift, amount: 40, campaignId, paymentId },
      });
    const answers = await Promise.all([post(), post(), post()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    const recorded = (await api.eventsOfType('DonationRecorded')).filter(
      (e) => e.data.paymentId === paymentId,
    );
    expect(recorded).toHaveLength(1);
  });

  it('when another process ends the campaign between the payment and the donation, then the gift is refused and nothing is recorded', async () => {
    const ending = (await createVerifiedCampaign(api)).campaignId;
    await api.call(`/v1/campaigns/${ending}/approve`, { method: 'PATCH', token: api.adminToken });
    const paymentId = (await pay(25, ending)).body.data.paymentId;
    // Written past this process's kept state of the campaign, as another process's append would be.
    await api.deps.store.append([
      {
        streamId: `campaign-${ending}`,
        expected: 'any',
        events: [campaignEnded(ending, 'failed', 0)],
      },
    ]);
    expect(
      await api.call('/v1/donations', {
        method: 'POST',
        json: { ...gift, campaignId: ending, paymentId },
      }),
    ).toMatchObject({ status: 409, body: { message: CAMPAIGN_CLOSED } });
    const recorded = (await api.eventsOfType('DonationRecorded')).filter(
      (e) => e.data.paymentId === paymentId,
    );
    expect(recorded).toHaveLength(0);
  });

  it('when another process ends the campaign after this one kept its state, then the card is not charged', async () => {
    const ending = (await createVerifiedCampaign(api)).campaignId;
    await api.call(`/v1/campaigns/${ending}/approve`, { method: 'PATCH', token: api.adminToken });
    expect((await pay(25, ending)).status).toBe(201);
    const before = await chargedPayments();
    // Written past this process's kept state of the campaign, as another process's append would be.
    await api.deps.store.append([
      {
        streamId: `campaign-${ending}`,
        expected: 'any',
        events: [campaignEnded(ending, 'failed', 0)],
      },
    ]);
    expect(await pay(25, ending)).toMatchObject({
      status: 409,
      body: { message: CAMPAIGN_CLOSED },
    });
    expect(await chargedPayments()).toBe(before);
  });

  it('when a payment is offered for another amount or another campaign, then it is refused', async () => {
    const paymentId = (await pay(10)).body.data.paymentId;
    const before = await api.eventCount();
    const bigger = await api.call('/v1/donations', {
      method: 'POST',
      json: { ...gift, amount: 1000, campaignId, paymentId },
    });
    expect(bigger.status).toBe(400);
    const elsewhere = await api.call('/v1/donations', {
      method: 'POST',
      json: { ...gift, amount: 10, campaignId: pendingCampaignId, paymentId },
    });
    expect(elsewhere.status).toBe(400);
    const invented = await api.call('/v1/donations', {
      method: 'POST',
      json: { ...gift, campaignId, paymentId: 'pay_invented' },
    });
    expect(invented.status).toBe(400);
    expect(await api.eventCount()).toBe(before);
  });

  const badPayments: [string, object, string][] = [
    ['an unknown field', { tip: 5 }, 'Unknown field: tip'],
    [
      'a card of no known type',
      { cardNumber: '9000 0000 0000 0001' },
      'Please enter a valid card number.',
    ],
    ['an amount of true', { amount: true }, 'Please enter a valid donation amount.'],
    ['an amount in a list', { amount: [25] }, 'Please enter a valid donation amount.'],
  ];
  it.each(badPayments)(
    'when the card payment has %s, then it answers 400 and charges nothing',
    async (_case, override, message) => {
      const before = await chargedPayments();
      const answer = await api.call('/v1/payments/card', {
        method: 'POST',
        json: { ...card, amount: 25, campaignId, ...override },
      });
      expect(answer).toMatchObject({ status: 400, body: { status: 'fail', message } });
      expect(await chargedPayments()).toBe(before);
    },
  );

  it('when the card is the sandbox decline card, then it answers 402 with the spec message', async () => {
    const declined = await api.call('/v1/payments/card', {
      method: 'POST',
      json: { ...card, cardNumber: '4000000000000002', amount: 25, campaignId },
    });
    expect(declined).toMatchObject({
      status: 402,
      body: {
        status: 'fail',
        message: 'Payment declined! Please contact card issuer or use another card',
      },
    });
  });

  it('when the campaign is pending, rejected or has ended, then the card is not charged', async () => {
    const rejectedCampaignId = (await createVerifiedCampaign(api)).campaignId;
    await api.call(`/v1/campaigns/${rejectedCampaignId}/reject`, {
      method: 'PATCH',
      token: api.adminToken,
    });
    const before = await chargedPayments();
    for (const closed of [pendingCampaignId, rejectedCampaignId]) {
      expect(await pay(25, closed)).toMatchObject({
        status: 409,
        body: { status: 'fail', message: CAMPAIGN_CLOSED },
      });
    }
    clockOffsetMs = 11 * 86_400_000;
    expect(await pay(25, campaignId)).toMatchObject({
      status: 409,
      body: { message: CAMPAIGN_CLOSED },
    });
    expect(await chargedPayments()).toBe(before);
  });

  it("when the donor's browser holds an expired or forged token, then the card, the donation and a pledge go through as anonymous", async () => {
    const expired = jwt.sign(
      { role: 'creator', exp: Math.floor(Date.now() / 1000) - 60 },
      api.deps.config.jwtSecret,
      { subject: api.adminId },
    );
    const forged = jwt.sign({ role: 'admin' }, 'not-the-secret-not-the-secret-not-the-secret', {
      subject: api.adminId,
    });
    for (const token of [expired, forged]) {
      const payment = await api.call('/v1/payments/card', {
        method: 'POST',
        token,
        json: { ...card, amount: 30, campaignId },
      });
      expect(payment.status).toBe(201);
      const paymentId = payment.body.data.paymentId;
      expect(
        (
          await api.call('/v1/donations', {
            method: 'POST',
            token,
            json: { ...gift, amount: 30, campaignId, paymentId },
          })
        ).status,
      ).toBe(201);
      const recorded = (await api.eventsOfType('DonationRecorded')).find(
        (e) => e.data.paymentId === paymentId,
      );
      expect(recorded?.metadata).toMatchObject({ actorId: null, actorRole: 'anonymous' });
      const pledged = await api.call('/v1/donations/crypto-pledges', {
        method: 'POST',
        token,
        json: { ...gift, paymentMethod: 'bitcoin', amount: 60, campaignId, currency: 'BTC' },
      });
      expect(pledged.status).toBe(201);
    }
  });

  it('when there is no payment and the caller is not an admin, then nothing is recorded', async () => {
    const creatorToken = (await createVerifiedCampaign(api)).token;
    const before = await api.eventCount();
    const anonymous = await api.call('/v1/donations', {
      method: 'POST',
      json: { ...gift, campaignId },
    });
    expect(anonymous.status).toBe(402);
    expect(
      (
        await api.call('/v1/donations', {
          method: 'POST',
          token: creatorToken,
          json: { ...gift, campaignId },
        })
      ).status,
    ).toBe(403);
    const expiredAdmin = jwt.sign(
      { role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 },
      api.deps.config.jwtSecret,
      { subject: api.adminId },
    );
    expect(
      (
        await api.call('/v1/donations', {
          method: 'POST',
          token: expiredAdmin,
          json: { ...gift, campaignId },
        })
      ).status,
    ).toBe(401);
    expect(await api.eventCount()).toBe(before);
  });

  it('when an admin records an offline gift, then it is recorded with the admin as actor', async () => {
    const given = await api.call('/v1/donations', {
      method: 'POST',
      token: api.adminToken,
      json: { ...gift, amount: 500, campaignId },
    });
    expect(given.status).toBe(201);
    const recorded = (await api.eventsOfType('DonationRecorded')).find(
      (e) => e.data.amountCents === 50000,
    );
    expect(recorded?.metadata).toMatchObject({ actorId: api.adminId, actorRole: 'admin' });
    expect(recorded?.data.paymentMethod).toBe('admin');
  });

  const badGifts: [string, object, number, string][] = [
    ['no amount', { amount: undefined }, 400, 'Please enter a valid donation amount.'],
    ['a zero amount', { amount: 0 }, 400, 'Please enter a valid donation amount.'],
    ['a negative amount', { amount: -5 }, 400, 'Please enter a valid donation amount.'],
    ['fractions of a cent', { amount: 10.001 }, 400, 'Please enter a valid donation amount.'],
    ['a text amount', { amount: 'ten' }, 400, 'Please enter a valid donation amount.'],
    ['an amount of true', { amount: true }, 400, 'Please enter a valid donation amount.'],
    ['an amount in a list', { amount: [25] }, 400, 'Please enter a valid donation amount.'],
    [
      'no name and not anonymous',
      { donorName: '' },
      400,
      'Please enter your name or choose to remain anonymous.',
    ],
    ['a bad email', { email: 'grace@' }, 400, 'Please enter a valid email address.'],
    [
      'a long message',
      { message: 'x'.repeat(501) },
      400,
      'Message must be 500 characters or less.',
    ],
    ['no campaign', { campaignId: undefined }, 400, 'Campaign ID is missing'],
    ['an unknown interval', { isRecurring: true, recurringInterval: 'weekly' }, 400, ''],
    ['an unknown field', { tip: 5 }, 400, 'Unknown field: tip'],
    [
      'the bitcoin method',
      { paymentMethod: 'bitcoin' },
      400,
      'Crypto gifts are pledged at /v1/donations/crypto-pledges',
    ],
    ['a NUL character in the payment id', { paymentId: 'pay_\u0000' }, 400, say('en', NUL_REFUSED)],
  ];
  it.each(badGifts)(
    'when the gift has %s, then it answers 4xx and writes nothing',
    async (_case, override, status, message) => {
      const paymentId = (await pay(25)).body.data.paymentId;
      const before = await api.eventCount();
      const answer = await api.call('/v1/donations', {
        method: 'POST',
        json: { ...gift, campaignId, paymentId, ...override },
      });
      expect(answer.status).toBe(status);
      expect(answer.body.status).toBe('fail');
      if (message) expect(answer.body.message).toBe(message);
      expect(await api.eventCount()).toBe(before);
    },
  );

  it('when a crypto pledge is made, then it waits for an admin to confirm it', async () => {
    const pledged = await api.call('/v1/donations/crypto-pledges', {
      method: 'POST',
      json: { ...gift, paymentMethod: 'bitcoin', amount: 60, campaignId, currency: 'BTC' },
    });
    expect(pledged).toMatchObject({
      status: 201,
      body: { data: { pledge: { status: 'pending', cryptoAmount: '0.00200000' } } },
    });
    const id = pledged.body.data.pledge._id;
    expect(
      (await api.call(`/v1/donations/crypto-pledges/${id}/confirm`, { method: 'PATCH' })).status,
    ).toBe(401);
    expect(
      (
        await api.call(`/v1/donations/crypto-pledges/${id}/confirm`, {
          method: 'PATCH',
          token: api.adminToken,
        })
      ).status,
    ).toBe(200);
    expect((await api.eventsOfType('CryptoPledgeConfirmed')).map((e) => e.data.pledgeId)).toContain(
      id,
    );
  });
});

describe('login and malformed requests', () => {
  it('when the admin logs in, then a token with the admin role comes back', async () => {
    const answer = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 'ADMIN@test.harambee.africa', password: 'AdminPass123' },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { data: { user: { role: 'admin' }, token: expect.any(String) } },
    });
  });

  it('when the password is wrong or the account unknown, then the same 401 comes back', async () => {
    const wrong = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 'admin@test.harambee.africa', password: 'nope' },
    });
    const unknown = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 'nobody@example.org', password: 'nope' },
    });
    expect(wrong).toEqual(unknown);
    expect(wrong.status).toBe(401);
  });

  const badLogins: [string, object, string][] = [
    ['a missing password', { email: '' }, 'Please fill in all fields'],
    [
      'an unknown field',
      { email: 'admin@test.harambee.africa', password: 'AdminPass123', role: 'admin' },
      'Unknown field: role',
    ],
    [
      'remember-me as text',
      { email: 'admin@test.harambee.africa', password: 'AdminPass123', rememberMe: 'false' },
      'Remember me must be true or false.',
    ],
  ];
  it.each(badLogins)(
    'when the login has %s, then it answers 400 saying what is wrong',
    async (_case, json, message) => {
      const answer = await api.call('/auth/login', { method: 'POST', json });
      expect(answer).toMatchObject({ status: 400, body: { status: 'fail', message } });
    },
  );

  it('when the JSON is malformed or too large, then it answers 4xx without a 500', async () => {
    const malformed = await api.call('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed).toMatchObject({
      status: 400,
      body: { status: 'fail', message: 'Malformed JSON body' },
    });
    const huge = await api.call('/v1/donations', {
      method: 'POST',
      json: { message: 'x'.repeat(200_000) },
    });
    expect(huge).toMatchObject({ status: 413, body: { status: 'fail' } });
    const wrongTypes = await api.call('/auth/login', {
      method: 'POST',
      json: { email: 42, password: ['a'] },
    });
    expect(wrongTypes.status).toBe(400);
  });
});
