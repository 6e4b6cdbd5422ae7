import { LANGUAGES } from '@harambee/messages';
import { type TestHarambee, startHarambee, STRIPE_UNREACHED } from '../support/harambee-server';

jest.setTimeout(120_000);

const pledge = (campaignId: string) => ({
  amount: 60,
  campaignId,
  donorName: 'Satoshi',
  paymentMethod: 'bitcoin',
  currency: 'BTC',
});
const aCampaign = async (harambee: TestHarambee) =>
  (await harambee.api('/v1/campaigns/featured')).body.data.campaigns[0]._id as string;
/** Crypto pledges and gifts recorded: the seeded server's own jobs keep writing other events meanwhile. */
const eventCount = async (harambee: TestHarambee) =>
  (
    await harambee.db.query<{ n: number }>(
      `select count(*)::int as n from events where type like 'Crypto%' or type = 'DonationRecorded'`,
    )
  )[0]!.n;

describe('a server whose payments go to a live provider and has no crypto provider', () => {
  let harambee: TestHarambee;
  beforeAll(async () => {
    harambee = await startHarambee({
      seed: true,
      env: STRIPE_UNREACHED,
    });
  });
  afterAll(() => harambee?.stop());

  it('when a page asks the public payment settings, then crypto is not offered', async () => {
    const settings = await harambee.api('/v1/payment-settings');
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({ provider: 'stripe', crypto: null });
  });

  it.each(['en', 'fr', 'sw'] as const)(
    'when a donor pledges crypto anyway (%s), then it is refused in their language and nothing is recorded',
    async (language) => {
      const campaignId = await aCampaign(harambee);
      const before = await eventCount(harambee);
      const answer = await harambee.api('/v1/donations/crypto-pledges', {
        method: 'POST',
        headers: { 'accept-language': language },
        json: pledge(campaignId),
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        status: 'fail',
        message: LANGUAGES[language].messages['api.cryptoNotOffered'],
      });
      expect(await eventCount(harambee)).toBe(before);
    },
  );
});

describe('a server taking sandbox payments', () => {
  let harambee: TestHarambee;
  beforeAll(async () => {
    harambee = await startHarambee({ seed: true, env: { PAYMENT_PROVIDER: 'sandbox' } });
  });
  afterAll(() => harambee?.stop());

  it('when a donor pledges crypto, then it is a simulated invoice: offered as such, and the pledge waits', async () => {
    expect((await harambee.api('/v1/payment-settings')).body.data).toMatchObject({
      provider: 'sandbox',
      crypto: 'simulated',
    });
    const answer = await harambee.api('/v1/donations/crypto-pledges', {
      method: 'POST',
      json: pledge(await aCampaign(harambee)),
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { data: { pledge: { status: 'pending' } } },
    });
  });
});
