import { giftCharged } from '@harambee/ledger';
import { message, say } from '@harambee/messages';
import { DONATION_LIMIT_MESSAGES, notOfferedWords } from '@harambee/rules';
import { commandApiForTests, createApprovedCampaign } from '../testing/command-api-under-test';
import { escapeHtml } from '../core/mailer';
import { KEPT_FORM_TTL_MS } from './kept-forms';
import { CURRENCY_NOT_STATED } from './plain-form-post';

/** How far this server's clock is ahead of the real one. */
let ahead = 0;
const api = commandApiForTests({ clock: () => new Date(Date.now() + ahead) });
let campaignId: string;
beforeAll(async () => ({ campaignId } = await createApprovedCampaign(api)));

/** What a browser without scripts sends when the donate form is submitted (the amount with its currency). */
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${api.base}/v1/payments/checkout/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ campaignId, currency: 'USD', ...fields }),
    redirect: 'manual',
  });

const backLink = (html: string) =>
  new URL(
    /<a href="([^"]+)">Back to the donation form<\/a>/.exec(html)![1]!.replaceAll('&amp;', '&'),
    api.origin,
  );

/** What the donate page starts from after the way back: the form kept under the link's reference. */
const keptForm = (back: URL) =>
  api.call(`/v1/payments/checkout/form/kept/${back.searchParams.get('kept')}`);

it('when a plain form post asks for less than the minimum gift, then it gets a 400 page with the rule and a link back to the form whose address holds only a reference to what was typed, and nothing is written', async () => {
  const before = await api.eventCount();
  const typed = {
    amount: '0.50',
    donorName: 'Moraa Kerubo',
    email: 'moraa@example.org',
    message: 'Pole sana',
    keepPosted: 'on',
    paymentMethod: 'creditCard',
  };
  const response = await postForm(typed);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain(say('en', DONATION_LIMIT_MESSAGES.minimum));
  const back = backLink(html);
  expect(back.pathname).toBe(`/donation/${campaignId}`);
  expect([...back.searchParams.keys()]).toEqual(['kept']);
  expect(back.search).not.toMatch(/moraa|Pole/i);
  expect(await keptForm(back)).toMatchObject({
    status: 200,
    body: {
      data: {
        fields: typed,
      },
    },
  });
  expect(await api.eventCount()).toBe(before);
});

describe('the currency of a plain form post', () => {
  const mpesa = {
    amount: '500',
    anonymous: 'on',
    paymentMethod: 'mobileMoney',
    country: 'KE',
    mobileProvider: 'mpesa',
    phone: '0712 345 678',
  };

  it.each([
    ['names no currency', { currency: '' }],
    ['sends an empty currency', { currency: '  ' }],
  ])(
    'when it %s, then it gets a 400 page saying to choose one, in the reader’s language, and nothing is written',
    async (_, fields) => {
      const before = await api.eventCount();
      const refused = await postForm({ ...mpesa, ...fields });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(CURRENCY_NOT_STATED);
      const inSwahili = await postForm({ ...mpesa, ...fields }, { 'accept-language': 'sw' });
      expect(await inSwahili.text()).toContain(escapeHtml(message('sw', 'api.currencyNotStated')));
      expect(await api.eventCount()).toBe(before);
    },
  );

  it('when KES 500 is posted for M-PESA, then the checkout asks for KES 500, not 500 dollars in shillings', async () => {
    const started = await postForm({ ...mpesa, currency: 'KES' });
    expect(started.status).toBe(303);
    const paymentId = /chk_[0-9a-f-]{36}/.exec(started.headers.get('location') ?? '')![0];
    const checkout = (await api.eventsOfType('CheckoutStarted')).find(
      (event) => event.data.paymentId === paymentId,
    );
    expect(checkout?.data.charged).toEqual({ currency: 'KES', amountMinor: 50_000 });
  });

  it('when KES 500 is posted with the fees covered, then the charge is whole shillings and the gift in it KES 500', async () => {
    const started = await postForm({ ...mpesa, currency: 'KES', coverFees: 'on' });
    expect(started.status).toBe(303);
    const paymentId = /chk_[0-9a-f-]{36}/.exec(started.headers.get('location') ?? '')![0];
    const { data } = (await api.eventsOfType('CheckoutStarted')).find(
      (event) => event.data.paymentId === paymentId,
    )!;
    expect(data.charged.currency).toBe('KES');
    expect(data.charged.amountMinor % 100).toBe(0);
    expect(data.charged.amountMinor).toBeGreaterThan(50_000);
    expect(giftCharged(data.charged, data.feeCover)).toEqual({
      currency: 'KES',
      amountMinor: 50_000,
    });
  });
});

it('when a plain form post for mobile money names a wallet the country does not offer, then the page names the rule and keeps the wallet fields', async () => {
  const response = await postForm({
    amount: '5',
    anonymous: 'on',
    paymentMethod: 'mobileMoney',
    country: 'GH',
    mobileProvider: 'mpesa',
    phone: '024 123 4567',
  });
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain(say('en', notOfferedWords('mpesa', 'GH')));
  const back = backLink(html);
  expect(back.search).not.toContain('4567');
  expect((await keptForm(back)).body.data.fields).toMatchObject({
    country: 'GH',
    mobileProvider: 'mpesa',
    phone: '024 123 4567',
  });
});

it('when 10 minutes have passed, then the kept form is gone', async () => {
  const back = backLink(
    await (await postForm({ amount: '0.50', email: 'moraa@example.org' })).text(),
  );
  expect((await keptForm(back)).status).toBe(200);
  ahead += KEPT_FORM_TTL_MS;
  expect((await keptForm(back)).status).toBe(404);
});

it('when the kept form is asked for by a reference never given, then it is not found', async () => {
  expect((await api.call('/v1/payments/checkout/form/kept/not-a-reference')).status).toBe(404);
});

describe('a plain form post from another site', () => {
  const gift = {
    amount: '5',
    currency: 'USD',
    donorName: 'Moraa Kerubo',
    paymentMethod: 'creditCard',
  };
  const postFrom = (headers: Record<string, string>) =>
    fetch(`${api.base}/v1/payments/checkout/form`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ campaignId, ...gift }),
      redirect: 'manual',
    });

  it.each([
    [
      'Sec-Fetch-Site says cross-site',
      { 'sec-fetch-site': 'cross-site', origin: 'https://prank.example' },
    ],
    [
      'Sec-Fetch-Site says same-site',
      { 'sec-fetch-site': 'same-site', origin: 'https://pay.harambee.test' },
    ],
    ['only Origin names another site', { origin: 'https://prank.example' }],
  ])(
    "when %s, then it gets a 403 page in the reader's language and nothing is written",
    async (_, headers) => {
      const before = await api.eventCount();
      const refused = await postFrom({ ...headers, 'accept-language': 'sw' });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await refused.text();
      expect(html).toContain(
        'Fomu hii ya mchango inaweza kutumwa tu kutoka ukurasa wa kuchangia wa Harambee.',
      );
      expect(html).toContain('<h1>Mchango wako haukuweza kuanza</h1>');
      expect(html).toContain('<html lang="sw">');
      expect(await api.eventCount()).toBe(before);
    },
  );

  it('when the browser says the post came from this site, then the checkout starts', async () => {
    expect((await postFrom({ 'sec-fetch-site': 'same-origin', origin: api.origin })).status).toBe(
      303,
    );
    expect((await postFrom({ origin: 'http://harambee.test' })).status).toBe(303);
  });
});
