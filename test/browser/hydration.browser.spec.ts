import type { Browser, Page } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { appReady, DESKTOP, launchBrowser, newVisitor, PHONE } from './support/browser';

jest.setTimeout(180_000);

type Listed = { _id: string; title: string; amountRaised: number; daysRemaining: number };

let harambee: TestHarambee;
let browser: Browser;
let campaign: Listed;
let postId: string;

beforeAll(async () => {
  [harambee, browser] = await Promise.all([startHarambee({ seed: true }), launchBrowser()]);
  const featured: Listed[] = (await harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  campaign = featured.find((candidate) => candidate.daysRemaining > 0)!;
  postId = (await harambee.api('/v1/blog/posts')).body.data.posts[0]._id;
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** Every console error or warning and uncaught error of the page: React reports a hydration mismatch there. */
function complaints(page: Page) {
  const found: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      found.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  return found;
}

/** Keeps the <main> the server's HTML brought: after hydration it is the same element, not one rendered anew. */
const keepServerMain = (page: Page) =>
  page.addInitScript(() => {
    new MutationObserver(() => {
      const held = window as unknown as { serverMain?: Element | null };
      held.serverMain ??= document.querySelector('#root main');
    }).observe(document, { childList: true, subtree: true });
  });
const stillServerMain = (page: Page) =>
  page.evaluate(() => {
    const held = window as unknown as { serverMain?: Element | null };
    return Boolean(held.serverMain) && held.serverMain === document.querySelector('#root main');
  });

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s', (_, viewport) => {
  it.each([
    ['the home page', () => '/', 'Featured Campaigns'],
    ['a campaign', () => `/campaign/${campaign._id}`, () => campaign.title],
    ['the search', () => '/search-campaigns?country=Kenya', 'Find Campaigns'],
    ['a blog post', () => `/blog/${postId}`, '← All Impact Stories'],
  ])(
    'when %s opens with JavaScript on, then the app hydrates the server’s page without an error or warning',
    async (_page, path, text) => {
      const context = await newVisitor(browser, { baseURL: harambee.url, viewport });
      const page = await context.newPage();
      const found = complaints(page);
      await keepServerMain(page);
      const response = await page.goto(path());
      const html = (await response!.text()) ?? '';
      await appReady(page);
      await page
        .getByText(typeof text === 'function' ? text() : text)
        .first()
        .waitFor();
      // What switches after hydration (the title, the browser's width and clock) has switched.
      await page.waitForFunction(() => document.querySelectorAll('head title').length === 2);

      expect(html).toContain('<script type="application/json" id="server-state">');
      expect(html).not.toContain('boot-screen" role="status"');
      expect(await stillServerMain(page)).toBe(true);
      expect(found).toEqual([]);
      await context.close();
    },
  );
});

it('when a gift is made while a hydrated campaign page is open, then its raised amount and backers move live', async () => {
  const context = await newVisitor(browser, { baseURL: harambee.url });
  const page = await context.newPage();
  const found = complaints(page);
  await keepServerMain(page);
  // socket.io may send the join by long-polling before it upgrades to a websocket.
  const joined = new Promise<void>((resolve) => {
    const join = (payload: unknown) => String(payload).includes('campaign:join') && resolve();
    page.on('request', (request) => join(request.postData()));
    page.on('websocket', (socket) => socket.on('framesent', (frame) => join(frame.payload)));
  });
  await page.goto(`/campaign/${campaign._id}`);
  const raised = page.getByTestId('amount-raised').locator('strong');
  await raised.filter({ hasText: usd(campaign.amountRaised) }).waitFor();
  await appReady(page);
  await joined;

  const card = {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
    cardholderName: 'Hydrated Backer',
    amount: 35,
    campaignId: campaign._id,
  };
  const payment = await harambee.api('/v1/payments/card', { method: 'POST', json: card });
  const gift = {
    amount: 35,
    campaignId: campaign._id,
    paymentId: payment.body.data.paymentId,
    donorName: 'Hydrated Backer',
    anonymous: false,
    paymentMethod: 'creditCard',
  };
  expect((await harambee.api('/v1/donations', { method: 'POST', json: gift })).status).toBe(201);

  await raised.filter({ hasText: usd(campaign.amountRaised + 35) }).waitFor({ timeout: 20_000 });
  await page.getByTestId('backers').getByText('Hydrated Backer').waitFor();
  expect(await stillServerMain(page)).toBe(true);
  expect(found).toEqual([]);
  await context.close();
});
