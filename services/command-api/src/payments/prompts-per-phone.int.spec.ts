import { MOBILE_MONEY_PROMPTS_PER_PHONE } from '@harambee/rules';
import { commandApiForTests, createApprovedCampaign } from '../testing/command-api-under-test';

const api = commandApiForTests();
let campaignId: string;
beforeAll(async () => ({ campaignId } = await createApprovedCampaign(api)));

const mpesa = (phone: string) => ({
  campaignId,
  amount: 5,
  donorName: 'Achieng Otieno',
  anonymous: false,
  message: '',
  email: null,
  method: 'mobileMoney',
  country: 'KE',
  mobileProvider: 'mpesa',
  phone,
});

const checkout = (phone: string, acceptLanguage = 'en') =>
  api.call('/v1/payments/checkout', {
    method: 'POST',
    headers: { 'accept-language': acceptLanguage },
    json: mpesa(phone),
  });

const postForm = (phone: string) =>
  fetch(`${api.base}/v1/payments/checkout/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      campaignId,
      amount: '5',
      currency: 'USD',
      anonymous: 'on',
      paymentMethod: 'mobileMoney',
      country: 'KE',
      mobileProvider: 'mpesa',
      phone,
    }),
    redirect: 'manual',
  });

const { limit } = MOBILE_MONEY_PROMPTS_PER_PHONE;

it(`when one phone number has had ${limit} mobile-money prompts in the hour, then the next, however it is written and by either checkout route, gets 429 in the reader's language and nothing is written, while another number is served`, async () => {
  for (let i = 0; i < limit; i++) expect((await checkout('0712 345 678')).status).toBe(201);
  const before = await api.eventCount();

  expect(await checkout('+254 712 345 678')).toEqual({
    status: 429,
    body: {
      status: 'fail',
      message:
        'Too many payment prompts have been sent to this phone number. Please try again in 60 minutes.',
    },
  });
  expect((await checkout('00254712345678', 'fr')).body.message).toMatch(
    /^Trop de demandes de paiement ont déjà été envoyées à ce numéro\. Veuillez réessayer dans (60|59) minutes\.$/,
  );
  const form = await postForm('0712-345-678');
  expect(form.status).toBe(429);
  expect(form.headers.get('content-type')).toMatch(/^text\/html/);
  expect(await form.text()).toContain(
    'Too many payment prompts have been sent to this phone number.',
  );
  expect(await api.eventCount()).toBe(before);

  expect((await checkout('0722 000 111')).status).toBe(201);
  expect((await postForm('0733 000 222')).status).toBe(303);
});

it('when prompts are counted, then the counters hold a keyed hash of the number, never the number', async () => {
  await checkout('0799 123 456');
  const keys = (
    await api.deps.db.query<{ key: string }>(
      "select key from rate_limit_counters where key like 'prompt:%'",
    )
  ).map((row) => row.key);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(key).not.toMatch(/799123456|712345678/);
});
