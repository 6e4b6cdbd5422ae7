import { message } from '@harambee/messages';
import { WALLET_MESSAGES } from '@harambee/rules';
import { waitForSubject } from '../money-out/testing/wait-for-subject';
import { commandApiForTests, createVerifiedCampaign } from '../testing/command-api-under-test';

const api = commandApiForTests();
let creator: { token: string; userId: string };
beforeAll(async () => {
  const created = await createVerifiedCampaign(api);
  creator = { token: created.token, userId: created.body.data.user._id };
});

const PASSWORD = 'Secret123';
const mailsQueued = async () =>
  (await api.deps.db.query<{ n: number }>('select count(*)::int as n from mail_outbox'))[0]!.n;
/** Links with the creator's password unless the body says otherwise. */
const link = (json: Record<string, unknown>, token = creator.token) =>
  api.call('/v1/users/wallet', { method: 'POST', token, json: { password: PASSWORD, ...json } });

describe('linking a payout wallet', () => {
  it('when a creator links an M-PESA number, then it is recorded on their account and answered masked', async () => {
    const linked = await link({
      country: 'Kenya',
      provider: 'mpesa',
      accountNumber: '+254 712 345 678',
    });
    expect(linked).toMatchObject({
      status: 200,
      body: {
        status: 'success',
        data: {
          wallet: {
            isLinked: true,
            country: 'Kenya',
            provider: 'mpesa',
            accountNumber: '*********5678',
          },
        },
      },
    });
    const [event] = await api.eventsOfType('WalletLinked');
    expect(event).toMatchObject({
      stream_id: `user-${creator.userId}`,
      data: {
        userId: creator.userId,
        country: 'Kenya',
        provider: 'mpesa',
        accountNumber: '+254712345678',
      },
      metadata: { actorId: creator.userId, actorRole: 'creator' },
    });
  });

  it('when a creator in Senegal links a Wave number, then it is recorded as typed, checked against Senegal numbers', async () => {
    const linked = await link({
      country: 'Senegal',
      provider: 'wave',
      accountNumber: '77 123 45 67',
    });
    expect(linked).toMatchObject({
      status: 200,
      body: {
        data: { wallet: { country: 'Senegal', provider: 'wave', accountNumber: '*****4567' } },
      },
    });
  });

  it('when the creator updates the wallet, then the new one is recorded', async () => {
    const updated = await link({
      country: 'Kenya',
      provider: 'paypal',
      accountNumber: '+254700000001',
    });
    expect(updated.body.data.wallet).toMatchObject({
      provider: 'paypal',
      accountNumber: '*********0001',
    });
    expect((await api.eventsOfType('WalletLinked')).at(-1)?.data.provider).toBe('paypal');
  });

  it('when nobody is logged in, then it is unauthorised; an admin is forbidden', async () => {
    const before = await api.eventCount();
    expect(
      (await link({ country: 'Ghana', provider: 'momo', accountNumber: '0241234567' }, '')).status,
    ).toBe(401);
    expect(
      (
        await link(
          { country: 'Ghana', provider: 'momo', accountNumber: '0241234567' },
          api.adminToken,
        )
      ).status,
    ).toBe(403);
    expect(await api.eventCount()).toBe(before);
  });

  it('when the wallet is changed, then its owner is mailed that their payout account changed, with the account masked', async () => {
    const { email } = await createVerifiedCampaign(api);
    const owner = await api.call('/auth/login', {
      method: 'POST',
      json: { email, password: PASSWORD },
    });
    expect(
      (
        await link(
          { country: 'Ghana', provider: 'momo', accountNumber: '0241234567' },
          owner.body.data.token,
        )
      ).status,
    ).toBe(200);
    const mail = await waitForSubject(api, email, 'Your payout account changed');
    expect(mail.text).toContain('MTN Money account ******4567 (Ghana)');
    expect(mail.text).not.toContain('0241234567');
  });

  it.each([
    ['no password', { password: undefined }, 400, message('en', WALLET_MESSAGES.password)],
    ['an empty password', { password: '' }, 400, message('en', WALLET_MESSAGES.password)],
    [
      'a wrong password',
      { password: 'Secret124' },
      403,
      message('en', WALLET_MESSAGES.wrongPassword),
    ],
  ])(
    'when the change comes with %s, then it is refused with a clear message, nothing is written and nobody is mailed',
    async (_case, password, status, message) => {
      const before = await api.eventCount();
      const queued = await mailsQueued();
      expect(
        await link({
          country: 'Kenya',
          provider: 'mpesa',
          accountNumber: '0799999999',
          ...password,
        }),
      ).toEqual({ status, body: { status: 'fail', message } });
      expect(await api.eventCount()).toBe(before);
      expect(await mailsQueued()).toBe(queued);
    },
  );

  const badWallets: [string, Record<string, unknown>, string][] = [
    [
      'no country',
      { provider: 'momo', accountNumber: '0241234567' },
      message('en', WALLET_MESSAGES.country),
    ],
    [
      'an unknown country',
      { country: 'Nigeria', provider: 'paypal', accountNumber: '0241234567' },
      message('en', WALLET_MESSAGES.country),
    ],
    [
      'no provider',
      { country: 'Ghana', accountNumber: '0241234567' },
      message('en', WALLET_MESSAGES.provider),
    ],
    [
      'an unknown provider',
      { country: 'Ghana', provider: 'venmo', accountNumber: '0241234567' },
      message('en', WALLET_MESSAGES.unknownProvider),
    ],
    [
      'a provider not offered there',
      { country: 'Kenya', provider: 'momo', accountNumber: '0241234567' },
      'MTN Money is not available in Kenya',
    ],
    [
      'no account number',
      { country: 'Ghana', provider: 'momo' },
      message('en', WALLET_MESSAGES.accountNumber),
    ],
    [
      'an empty account number',
      { country: 'Ghana', provider: 'momo', accountNumber: ' ' },
      message('en', WALLET_MESSAGES.accountNumber),
    ],
    [
      'a bad MTN Money number',
      { country: 'Ghana', provider: 'momo', accountNumber: '241234567' },
      message('en', 'creator.rule.momo'),
    ],
    [
      'a bad Airtel Money number',
      { country: 'Gambia', provider: 'airtel', accountNumber: '7123456789' },
      message('en', 'creator.rule.airtel'),
    ],
    [
      'a bad ZeePay number',
      { country: 'Ghana', provider: 'zeepay', accountNumber: '05512345' },
      message('en', 'creator.rule.zeepay'),
    ],
    [
      'a bad M-PESA number',
      { country: 'Kenya', provider: 'mpesa', accountNumber: '0812345678' },
      'M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX',
    ],
    [
      'a bad PayPal number',
      { country: 'South Africa', provider: 'paypal', accountNumber: 'me@example.org' },
      message('en', 'creator.rule.paypal'),
    ],
    [
      'a bad TymeBank number',
      { country: 'South Africa', provider: 'tymebank', accountNumber: '12345' },
      message('en', 'creator.rule.tymebank'),
    ],
    [
      'an unknown field',
      { country: 'Ghana', provider: 'momo', accountNumber: '0241234567', userId: 'someone-else' },
      'Unknown field: userId',
    ],
  ];
  it.each(badWallets)(
    'when the wallet has %s, then it answers 400 with its message and writes nothing',
    async (_case, body, message) => {
      const before = await api.eventCount();
      expect(await link(body)).toMatchObject({ status: 400, body: { status: 'fail', message } });
      expect(await api.eventCount()).toBe(before);
    },
  );
});

describe("the wallet's refusals in the caller's language", () => {
  const linkIn = (acceptLanguage: string, json: Record<string, unknown>) =>
    api.call('/v1/users/wallet', {
      method: 'POST',
      token: creator.token,
      headers: { 'accept-language': acceptLanguage },
      json: { password: PASSWORD, ...json },
    });
  const notOffered = { country: 'South Africa', provider: 'momo', accountNumber: '0241234567' };
  const ivorianNumber = {
    country: "Côte d'Ivoire",
    provider: 'orange',
    accountNumber: '7123456789',
  };
  const unknownProvider = { country: 'Ghana', provider: 'venmo', accountNumber: '0241234567' };
  const wrongPassword = {
    country: 'Kenya',
    provider: 'mpesa',
    accountNumber: '0799999999',
    password: 'Secret124',
  };

  it.each([
    [
      'fr',
      'a provider not offered there',
      notOffered,
      400,
      'MTN Money n’est pas proposé pour le pays choisi (Afrique du Sud).',
    ],
    [
      'sw',
      'a provider not offered there',
      notOffered,
      400,
      'MTN Money haipatikani nchini Afrika Kusini.',
    ],
    [
      'en',
      'a provider not offered there',
      notOffered,
      400,
      'MTN Money is not available in South Africa',
    ],
    [
      'fr',
      'an unknown provider',
      unknownProvider,
      400,
      'Nous ne connaissons pas cet opérateur\u00a0: choisissez-en un dans la liste.',
    ],
    [
      'en',
      'an unknown provider',
      unknownProvider,
      400,
      message('en', WALLET_MESSAGES.unknownProvider),
    ],
    [
      'fr',
      'a wrong password',
      wrongPassword,
      403,
      'Mot de passe incorrect. Votre compte de versement n’a pas été modifié.',
    ],
    [
      'sw',
      'a wrong password',
      wrongPassword,
      403,
      'Nenosiri si sahihi. Akaunti yako ya kupokea pesa haijabadilishwa.',
    ],
    ['en', 'a wrong password', wrongPassword, 403, message('en', WALLET_MESSAGES.wrongPassword)],
    [
      'fr',
      'no Ivorian number',
      ivorianNumber,
      400,
      'Au pays choisi (Côte d’Ivoire), un numéro mobile s’écrit +225 suivi de 10 chiffres.',
    ],
    [
      'sw',
      'no Ivorian number',
      ivorianNumber,
      400,
      'Namba ya simu ya Cote d’Ivoire ni +225 na tarakimu 10.',
    ],
    [
      'en',
      'no Ivorian number',
      ivorianNumber,
      400,
      "A Côte d'Ivoire mobile number is +225 and 10 digits.",
    ],
  ])(
    'when a client reading %s sends %s, then the refusal is written in that language',
    async (acceptLanguage, _case, body, status, message) => {
      expect(await linkIn(acceptLanguage, body)).toEqual({
        status,
        body: { status: 'fail', message },
      });
    },
  );
});
