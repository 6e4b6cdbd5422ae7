import {
  commandApiForTests,
  createApprovedCampaign,
  createVerifiedCampaign,
} from '../testing/command-api-under-test';
import { message, LANGUAGES } from '@harambee/messages';
import { YOUR_DATA_EXPORTS_PER_ACCOUNT } from '@harambee/rules';
import { ERASURE_MESSAGES } from './erasure-schemas';

const english = LANGUAGES.en.messages;

const api = commandApiForTests();

const exportOf = (token?: string) => api.call('/v1/users/me/data', { token });

const card = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/30',
  cvv: '123',
  cardholderName: 'Card Holder',
};
const give = async (campaignId: string, donorName: string, email: string, amount: number) => {
  const payment = await api.call('/v1/payments/card', {
    method: 'POST',
    json: { ...card, amount, campaignId },
  });
  const json = {
    amount,
    donorName,
    email,
    message: `From ${donorName}`,
    anonymous: false,
    campaignId,
    paymentId: payment.body.data.paymentId,
  };
  expect((await api.call('/v1/donations', { method: 'POST', json })).status).toBe(201);
};
const linkWallet = async (token: string, accountNumber: string) =>
  expect(
    (
      await api.call('/v1/users/wallet', {
        method: 'POST',
        token,
        json: { country: 'Kenya', provider: 'mpesa', accountNumber, password: 'Secret123' },
      })
    ).status,
  ).toBe(200);

describe('a signed-in user downloading their data', () => {
  it('when they ask, then they get their profile, campaigns, gifts, masked wallet and mails, and nothing of anyone else', async () => {
    const amina = await createVerifiedCampaign(api);
    const grace = await createApprovedCampaign(api, { name: 'Grace Otieno' });
    await give(grace.campaignId, 'Amina Wanjiku', amina.email, 25);
    await give(grace.campaignId, 'Grace Otieno', grace.email, 10);
    await linkWallet(amina.token, '0712345678');
    await linkWallet(grace.token, '0799887766');

    const answer = await exportOf(amina.token);
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.profile).toEqual({
      id: amina.body.data.user.id,
      role: 'creator',
      name: 'Amina Wanjiku',
      email: amina.email,
      phone: '+254712345678',
      country: 'Kenya',
    });
    expect(data.campaigns).toEqual([
      expect.objectContaining({
        id: amina.campaignId,
        title: 'Solar cold rooms',
        goal: 5000,
        status: 'pending',
      }),
    ]);
    expect(data.gifts).toEqual([
      expect.objectContaining({
        campaignId: grace.campaignId,
        amount: 25,
        donorName: 'Amina Wanjiku',
        email: amina.email,
        message: 'From Amina Wanjiku',
      }),
    ]);
    expect(data.wallet).toMatchObject({ provider: 'mpesa', country: 'Kenya' });
    expect(data.wallet.accountNumber).toMatch(/5678$/);
    expect(data.wallet.accountNumber).not.toContain('0712345678');
    expect(data.mails).toEqual([
      expect.objectContaining({
        kind: 'verification',
        subject: expect.stringMatching(/Verify your email/),
        date: expect.any(String),
      }),
      expect.objectContaining({
        kind: 'notice',
        subject: 'Your payout account changed',
        date: expect.any(String),
      }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/Grace|0799887766|argon2|0712345678/);
    expect(text).not.toContain(grace.email);
  });

  it('when no token or a wrong erase password is sent, then it is refused and the data stays whole', async () => {
    expect(await exportOf()).toMatchObject({ status: 401 });
    const { token, email } = await createVerifiedCampaign(api);
    const count = await api.eventCount();
    expect(
      await api.call('/v1/users/me/erase', {
        method: 'POST',
        token,
        json: { password: 'Wrong123' },
      }),
    ).toMatchObject({ status: 403, body: { message: english[ERASURE_MESSAGES.wrongPassword] } });
    expect(await api.eventCount()).toBe(count);
    expect((await exportOf(token)).body.data.profile).toMatchObject({
      name: 'Amina Wanjiku',
      email,
    });
  });

  it('when an account has had its exports of the hour, then another is refused 429 in its language, while other accounts still get theirs', async () => {
    const amina = await createVerifiedCampaign(api);
    const grace = await createVerifiedCampaign(api, { name: 'Grace Otieno' });
    const exportIn = (token: string) =>
      api.call('/v1/users/me/data', { token, headers: { 'accept-language': 'sw' } });
    for (let n = 0; n < YOUR_DATA_EXPORTS_PER_ACCOUNT.limit; n++)
      expect((await exportIn(amina.token)).status).toBe(200);
    expect(await exportIn(amina.token)).toMatchObject({
      status: 429,
      body: {
        status: 'fail',
        message: message('sw', 'api.tooManyExports', {
          limit: YOUR_DATA_EXPORTS_PER_ACCOUNT.limit,
          minutes: 60,
        }),
      },
    });
    expect((await exportIn(grace.token)).status).toBe(200);
  });
});
