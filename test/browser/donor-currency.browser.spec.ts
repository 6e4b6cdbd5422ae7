import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { appReady, launchBrowser, PHONE } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';
import { complaints, keepServerElement, stillServerElement } from './support/hydration';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;
let campaignId: string;

beforeAll(async () => {
  [harambee, browser] = await Promise.all([startHarambee(), launchBrowser()]);
  campaignId = await createApprovedCampaign(harambee, {
    title: 'Kibera tailoring cooperative',
    creator: 'Akinyi Otieno',
    email: 'akinyi@creator.test',
    country: 'Kenya',
  });
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

/** A phone whose browser speaks `locale` (its Accept-Language and `navigator.languages`), scripts on or off. */
const phoneIn = (locale: string, javaScriptEnabled = true) =>
  browser.newContext({ baseURL: harambee.url, viewport: PHONE, locale, javaScriptEnabled });

const rememberedCurrency = (context: BrowserContext, currency: string) =>
  context.addCookies([{ name: 'currency', value: currency, url: harambee.url }]);

/** What the donate form shows: its currency, the digits of its presets, and the country of a mobile-money wallet. */
const formState = async (page: Page) => {
  const form = page.getByRole('form', { name: 'Donation' });
  await form.waitFor();
  const presets = await form.locator('fieldset').first().locator('button').allTextContents();
  return {
    currency: await form.getByLabel('Currency', { exact: true }).inputValue(),
    presets: presets.map((label) => label.replace(/\D/g, '')),
  };
};

const SHILLINGS = { currency: 'KES', presets: ['500', '1000', '2500', '5000'] };
const CEDIS = { currency: 'GHS', presets: ['50', '100', '200', '500'] };
const DOLLARS = { currency: 'USD', presets: ['10', '25', '50', '100'] };

// Issue "Charged exactly what they meant", build 2: the painted form started in US dollars whoever asked for it.
it('when a Kenyan browser (sw-KE) opens the donate page with JavaScript off, then the server has painted it in shillings with shilling presets and Kenya as the wallet’s country', async () => {
  const context = await phoneIn('sw-KE', false);
  const page = await context.newPage();
  await page.goto(`/donation/${campaignId}`);

  expect(await formState(page)).toEqual(SHILLINGS);
  await page.getByRole('radio', { name: /Mobile money/i }).check();
  expect(await page.getByLabel('Country').inputValue()).toBe('KE');
  await context.close();
});

it('when a Ghanaian browser (en-GH) opens the donate page with JavaScript off, then it is painted in cedis', async () => {
  const context = await phoneIn('en-GH', false);
  const page = await context.newPage();
  await page.goto(`/donation/${campaignId}`);

  expect(await formState(page)).toEqual(CEDIS);
  await context.close();
});

it('when a Kenyan browser opens the donate page with JavaScript on, then the app hydrates the shilling form the server painted, without a mismatch, and it stays in shillings', async () => {
  const context = await phoneIn('sw-KE');
  const page = await context.newPage();
  const found = complaints(page);
  await keepServerElement(page, '#root form[method="post"]');
  const response = await page.goto(`/donation/${campaignId}`);
  const html = await response!.text();
  await appReady(page);
  await page.waitForTimeout(500);

  expect(html).toMatch(/<option value="KES" selected="">/);
  expect(response!.headers().vary).toMatch(/Accept-Language/);
  expect(await formState(page)).toEqual(SHILLINGS);
  expect(await stillServerElement(page, '#root form')).toBe(true);
  // The presets set shillings: the app runs the form.
  const form = page.getByRole('form', { name: 'Donation' });
  await form.locator('fieldset').first().locator('button').nth(1).click();
  expect(await form.getByRole('spinbutton').first().inputValue()).toBe('1000');
  // The conversion names its rate's source and age, as the wallet does.
  const quote = page.getByTestId('currency-quote');
  await quote.filter({ hasText: 'the campaign counts' }).waitFor();
  expect(await quote.innerText()).toMatch(
    /1 USD = [\d.]+ KES \([^,]+, (\d+|an?) \w+ ago: .*2026.* UTC\)/,
  );
  expect(found).toEqual([]);
  await context.close();
});

it('when the donor picked a currency before, then that remembered choice wins over the browser’s language, with and without scripts', async () => {
  const context = await phoneIn('sw-KE');
  await rememberedCurrency(context, 'GHS');
  const page = await context.newPage();
  const found = complaints(page);
  await page.goto(`/donation/${campaignId}`);
  await appReady(page);
  expect(await formState(page)).toEqual(CEDIS);

  // Picking dollars on the form is remembered: the next visit is painted in dollars.
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.reload();
  await appReady(page);
  await page.waitForTimeout(500);
  expect(await formState(page)).toEqual(DOLLARS);
  expect(found).toEqual([]);
  const cookies = await context.cookies();
  await context.close();

  const withoutScripts = await phoneIn('sw-KE', false);
  await withoutScripts.addCookies(cookies);
  const plain = await withoutScripts.newPage();
  await plain.goto(`/donation/${campaignId}`);
  expect(await formState(plain)).toEqual(DOLLARS);
  await withoutScripts.close();
});

it('when a Kenyan donor types shillings with cents for M-PESA, then the form refuses them before any checkout starts, in the words the server uses', async () => {
  const context = await phoneIn('sw-KE');
  const page = await context.newPage();
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/payments/'))
      checkouts.push(request.url());
  });
  await page.goto(`/donation/${campaignId}`);
  await appReady(page);
  const form = page.getByRole('form', { name: 'Donation' });
  await form.getByRole('spinbutton').first().fill('500.50');
  await form.getByRole('checkbox', { name: /Donate anonymously/ }).check();
  await form.getByRole('radio', { name: /Mobile money/i }).check();
  expect(await form.getByLabel('Country').inputValue()).toBe('KE');
  await form.getByLabel('Mobile-money provider').selectOption('mpesa');
  await form.getByLabel('Mobile-money phone number').fill('0722 500 500');
  await form.getByRole('button', { name: /^Donate/ }).click();

  const refusal = 'Mobile money takes whole KES: please give an amount without cents.';
  await form.getByText(refusal).waitFor();
  expect(await form.getByRole('spinbutton').first().getAttribute('aria-invalid')).toBe('true');
  expect(checkouts).toEqual([]);
  await context.close();
});

// Issue 44, build 5: dollars read in the donor's own money, the way the page's language writes it there.
it('when a donor in Côte d’Ivoire reads the French pages and a Tanzanian the Swahili ones, then dollar amounts read about so many CFA francs or shillings, with the rate’s source and age, and hydration agrees', async () => {
  const ivorian = await phoneIn('fr-CI');
  const page = await ivorian.newPage();
  const found = complaints(page);
  await page.goto(`/fr/campaign/${campaignId}`);
  await appReady(page);
  const local = page.getByTestId('amount-raised').getByTestId('amount-raised-local');
  await local.filter({ hasText: /≈ \d[\d\s]*\sF\sCFA$/ }).waitFor();
  expect(await page.getByTestId('amount-raised-local-rate').innerText()).toMatch(/\(.+, il y a/);

  // On the donate form, a gift in dollars reads about what it is in francs: whole francs.
  await page.goto(`/fr/donation/${campaignId}`);
  await appReady(page);
  const form = page.getByRole('form');
  expect(await form.locator('#donation-currency').inputValue()).toBe('XOF');
  await form.locator('#donation-currency').selectOption('USD');
  await form.locator('#donation-amount').fill('10');
  await form
    .getByTestId('amount-local')
    .filter({ hasText: /≈ 6\s033\sF\sCFA$/ })
    .waitFor();
  expect(found).toEqual([]);
  await ivorian.close();

  const tanzanian = await phoneIn('sw-TZ');
  const swahili = await tanzanian.newPage();
  const heard = complaints(swahili);
  await swahili.goto(`/sw/campaign/${campaignId}`);
  await appReady(swahili);
  await swahili
    .getByTestId('amount-raised-local')
    .filter({ hasText: /≈ TSh\s[\d,]+$/ })
    .waitFor();
  expect(heard).toEqual([]);
  await tanzanian.close();
});
