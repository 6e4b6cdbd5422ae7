import { DONATION_LIMIT_MESSAGES, MOBILE_MONEY_MESSAGES } from '@harambee/rules';
import {
  type CommandApiUnderTest,
  createVerifiedCampaign,
  startCommandApiUnderTest,
} from '../testing/command-api-under-test';

let api: CommandApiUnderTest;
let campaignId: string;

beforeAll(async () => {
  api = await startCommandApiUnderTest();
  ({ campaignId } = await createVerifiedCampaign(api));
  await api.call(`/v1/campaigns/${campaignId}/approve`, { method: 'PATCH', token: api.adminToken });
});
afterAll(() => api.stop());

/** What a browser without scripts sends when the donate form is submitted. */
const postForm = (fields: Record<string, string>) =>
  fetch(`${api.base}/v1/payments/checkout/form`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ campaignId, ...fields }),
    redirect: 'manual',
  });

const backLink = (html: string) =>
  new URL(
    /<a href="([^"]+)">Back to the donation form<\/a>/.exec(html)![1]!.replaceAll('&amp;', '&'),
    api.origin,
  );

it('when a plain form post asks for less than the minimum gift, then it gets a 400 page with the rule and a link back to the form with what was typed, and nothing is written', async () => {
  const before = await api.eventCount();
  const response = await postForm({
    amount: '0.50',
    donorName: 'Moraa Kerubo',
    email: 'moraa@example.org',
    message: 'Pole sana',
    keepPosted: 'on',
    paymentMethod: 'creditCard',
  });
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  expect(html).toContain(DONATION_LIMIT_MESSAGES.minimum);
  const back = backLink(html);
  expect(back.pathname).toBe(`/donation/${campaignId}`);
  expect(Object.fromEntries(back.searchParams)).toEqual({
    amount: '0.50',
    donorName: 'Moraa Kerubo',
    email: 'moraa@example.org',
    message: 'Pole sana',
    keepPosted: 'on',
    paymentMethod: 'creditCard',
  });
  expect(await api.eventCount()).toBe(before);
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
  expect(html).toContain(MOBILE_MONEY_MESSAGES.notOffered('mpesa', 'GH'));
  expect(Object.fromEntries(backLink(html).searchParams)).toMatchObject({
    country: 'GH',
    mobileProvider: 'mpesa',
    phone: '024 123 4567',
  });
});
