import { LANGUAGES } from '@harambee/messages';
import { randomUUID } from 'node:crypto';
import {
  commandApiForTests,
  createApprovedCampaign,
  createVerifiedCampaign,
} from '../testing/command-api-under-test';
import { handleCommand } from '../core/handle-command';
import { followDecider, followIdFor, followStream } from '../follows/follow';
import { ERASURE_MESSAGES } from './erasure-schemas';
import { contactMessage } from '../contact/testing/contact-message';
import { addWallet, WALLETS } from '../money-out/testing/money-world';

const english = LANGUAGES.en.messages;

const api = commandApiForTests();

const erase = (token: string | undefined, json: unknown) =>
  api.call('/v1/users/me/erase', { method: 'POST', token, json });
const login = (email: string, password: string) =>
  api.call('/auth/login', { method: 'POST', json: { email, password } });

describe('a user erasing their personal data', () => {
  it('when the password is wrong or missing, then it is refused with a clear message and nothing is written', async () => {
    const { token } = await createVerifiedCampaign(api);
    const before = await api.eventCount();
    expect(await erase(token, { password: 'Wrong123' })).toMatchObject({
      status: 403,
      body: { status: 'fail', message: english[ERASURE_MESSAGES.wrongPassword] },
    });
    expect(await erase(token, {})).toMatchObject({
      status: 400,
      body: { message: english[ERASURE_MESSAGES.password] },
    });
    expect(await erase(undefined, { password: 'Secret123' })).toMatchObject({ status: 401 });
    expect(await api.eventCount()).toBe(before);
  });

  it('when confirmed with the password, then the erasure is recorded, the key destroyed, login refused, and a second erasure writes nothing', async () => {
    const { token, email, body } = await createVerifiedCampaign(api);
    const userId = body.data.user.id as string;
    expect((await addWallet(api, token, WALLETS.kenyaMpesa)).status).toBe(200);

    const erased = await erase(token, { password: 'Secret123', reason: 'Leaving the platform' });
    expect(erased).toMatchObject({
      status: 200,
      body: { data: { erased: true, alreadyErased: false } },
    });

    const [erasure] = (await api.eventsOfType('PersonalDataErased')).filter(
      (event) => event.data.userId === userId,
    );
    expect(erasure).toMatchObject({
      stream_id: `user-${userId}`,
      data: { reason: 'Leaving the platform' },
      metadata: { actorId: userId, actorRole: 'creator' },
    });
    const registered = (await api.eventsOfType('CreatorRegistered')).find(
      (event) => event.data.userId === userId,
    );
    expect(registered?.data).toMatchObject({
      name: 'Erased user',
      email: '',
      phone: '',
      country: 'Kenya',
    });
    expect(registered?.data.passwordHash).toMatch(/^\$argon2id\$/);
    const wallet = (await api.eventsOfType('WalletLinked')).find(
      (event) => event.data.userId === userId,
    );
    expect(wallet?.data).toMatchObject({ provider: 'mpesa', accountNumber: '' });
    expect(JSON.stringify([registered?.sealed, wallet?.sealed])).not.toMatch(
      /Amina|0712345678|example\.org/,
    );

    expect(await login(email, 'Secret123')).toMatchObject({ status: 401 });
    const walletAgain = { country: 'Kenya', provider: 'mpesa', accountNumber: '0712345678' };
    expect(
      await api.call('/v1/users/wallet', { method: 'POST', token, json: walletAgain }),
    ).toMatchObject({ status: 401 });

    const count = await api.eventCount();
    expect(await erase(token, { password: 'anything' })).toMatchObject({
      status: 200,
      body: { data: { alreadyErased: true } },
    });
    expect(await api.eventCount()).toBe(count);
  });

  it('when a user who follows a creator with their address erases themselves, then the follow forgets the address', async () => {
    const follower = await createVerifiedCampaign(api);
    const other = await createVerifiedCampaign(api);
    const follow = (email: string) => {
      const followId = followIdFor(api.deps.config.emailIdKey, 'creator-x', email);
      const data = {
        followId,
        creatorId: 'creator-x',
        email,
        donationId: `gift-of-${followId}`,
        followedAt: new Date().toISOString(),
      };
      const context = { system: true, correlationId: randomUUID(), now: new Date() };
      return handleCommand(
        api.deps.store,
        followStream(followId),
        followDecider,
        { type: 'Follow', data, confirmation: 'heldBack', now: new Date() },
        context,
      );
    };
    await follow(follower.email);
    await follow(other.email);

    expect((await erase(follower.token, { password: 'Secret123' })).status).toBe(200);
    const follows = await api.eventsOfType('CreatorFollowed');
    expect(follows.map((event) => event.data.email).sort()).toEqual(['', other.email].sort());
  });

  it('when a user who gave with their address erases themselves, then their gifts and verifications are erased too and the amounts stay', async () => {
    const { token, email, campaignId } = await createApprovedCampaign(api);
    const card = {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: 'Amina Wanjiku',
    };
    const payment = await api.call('/v1/payments/card', {
      method: 'POST',
      json: { ...card, amount: 25, campaignId },
    });
    const gift = {
      amount: 25,
      message: 'Proud of you',
      anonymous: false,
      donorName: 'Amina Wanjiku',
      email,
      campaignId,
      paymentId: payment.body.data.paymentId,
    };
    expect((await api.call('/v1/donations', { method: 'POST', json: gift })).status).toBe(201);
    const otherPayment = await api.call('/v1/payments/card', {
      method: 'POST',
      json: { ...card, amount: 10, campaignId },
    });
    const other = {
      ...gift,
      donorName: 'Grace Otieno',
      email: 'grace@example.org',
      amount: 10,
      paymentId: otherPayment.body.data.paymentId,
    };
    expect((await api.call('/v1/donations', { method: 'POST', json: other })).status).toBe(201);

    const verifiedWith = async () =>
      (await api.eventsOfType('EmailVerificationRequested')).filter(
        (event) => event.data.email === email,
      ).length;
    expect(await verifiedWith()).toBe(1);

    expect((await erase(token, { password: 'Secret123' })).status).toBe(200);
    const gifts = (await api.eventsOfType('DonationRecorded')).filter(
      (event) => event.data.campaignId === campaignId,
    );
    expect(gifts.map((event) => event.data)).toEqual([
      expect.objectContaining({
        amountCents: 2500,
        donorName: 'Erased user',
        email: '',
        message: '',
      }),
      expect.objectContaining({
        amountCents: 1000,
        donorName: 'Grace Otieno',
        email: 'grace@example.org',
      }),
    ]);
    expect(await verifiedWith()).toBe(0);
  });

  it('when an erased user’s address signs up again, then a new account takes it and logs in', async () => {
    const first = await createVerifiedCampaign(api);
    expect((await erase(first.token, { password: 'Secret123' })).status).toBe(200);
    const again = await createVerifiedCampaign(api, {
      email: first.email,
      password: 'Another123',
      confirmPassword: 'Another123',
    });
    expect(again.status).toBe(201);
    expect(again.body.data.user.id).not.toBe(first.body.data.user.id);
    const loggedIn = await login(first.email, 'Another123');
    expect(loggedIn).toMatchObject({
      status: 200,
      body: { data: { user: { email: first.email, name: 'Amina Wanjiku' } } },
    });
  });
});

describe('an admin erasing a contact message', () => {
  const sendMessage = async () => {
    const sent = await api.call('/contact', {
      method: 'POST',
      json: contactMessage({ message: 'Call me on 0700 000 000.' }),
    });
    return sent.body.data.contactMessage._id as string;
  };
  const eraseMessage = (id: string, token?: string) =>
    api.call(`/v1/admin/contact-messages/${id}/erase`, { method: 'POST', token, json: {} });

  it('when an admin erases it, then its sender and text read as erased, the erasure is recorded, and again writes nothing', async () => {
    const id = await sendMessage();
    expect(await eraseMessage(id, api.adminToken)).toMatchObject({
      status: 200,
      body: { data: { erased: true, alreadyErased: false } },
    });
    const received = (await api.eventsOfType('ContactMessageReceived')).find(
      (event) => event.data.messageId === id,
    );
    expect(received?.data).toMatchObject({
      name: 'Erased user',
      email: '',
      message: '',
      role: 'investor',
    });
    const [erasure] = (await api.eventsOfType('ContactMessageErased')).filter(
      (event) => event.data.messageId === id,
    );
    expect(erasure).toMatchObject({
      stream_id: `contact-${id}`,
      metadata: { actorId: api.adminId, actorRole: 'admin' },
    });
    const count = await api.eventCount();
    expect(await eraseMessage(id, api.adminToken)).toMatchObject({
      status: 200,
      body: { data: { alreadyErased: true } },
    });
    expect(await api.eventCount()).toBe(count);
  });

  it('when a creator or a visitor asks, or the message does not exist, then it is refused and nothing is written', async () => {
    const id = await sendMessage();
    const { token } = await createVerifiedCampaign(api);
    const count = await api.eventCount();
    expect((await eraseMessage(id, token)).status).toBe(403);
    expect((await eraseMessage(id)).status).toBe(401);
    expect(
      await eraseMessage('00000000-0000-4000-8000-000000000000', api.adminToken),
    ).toMatchObject({ status: 404, body: { message: english[ERASURE_MESSAGES.messageNotFound] } });
    expect((await eraseMessage('not-an-id', api.adminToken)).status).toBe(400);
    expect(await api.eventCount()).toBe(count);
    const received = (await api.eventsOfType('ContactMessageReceived')).find(
      (event) => event.data.messageId === id,
    );
    expect(received?.data.name).toBe('Sarah Mitchell');
  });
});
