import { browserWorld, visit } from './support/world';
import type { Page } from 'playwright-core';
import { appReady, DESKTOP, PHONE, ON_A_PHONE } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(180_000);

let total: number;

const extraCampaigns = [
  {
    title: 'Banjul fish smoking kilns',
    creator: 'Fatou Jallow',
    email: 'fatou@example.org',
    country: 'Gambia',
    category: 'equipment',
  },
  {
    title: 'Serrekunda phone repair kiosk',
    creator: 'Lamin Sowe',
    email: 'lamin@example.org',
    country: 'Gambia',
    category: 'startup-capital',
  },
  {
    title: 'Brikama rice mill upgrade',
    creator: 'Isatou Ceesay',
    email: 'isatou@example.org',
    country: 'Gambia',
    category: 'expansion',
  },
  {
    title: 'Mombasa spice stall stock',
    creator: 'Halima Said',
    email: 'halima@example.org',
    country: 'Kenya',
    category: 'inventory',
  },
];

const searchCount = async (query = '') =>
  (await world.harambee.api(`/v1/campaigns/search?limit=9${query}`)).body.data.pagination
    .totalCampaigns as number;
const cards = (page: Page) => page.locator('section[aria-label="Search results"] article');
const cardCountIs = (page: Page, expected: number) =>
  page.waitForFunction(
    (count) =>
      document.querySelectorAll('section[aria-label="Search results"] article').length === count,
    expected,
  );

const world = browserWorld({ seed: true });
beforeAll(async () => {
  for (const campaign of extraCampaigns) await createApprovedCampaign(world.harambee, campaign);
  total = await searchCount();
});

it('when there are more than 9 results on a desktop, then pages are numbered and the page lives in the address', async () => {
  expect(total).toBeGreaterThan(9);
  const { context, page } = await visit(world);
  await page.goto('/search-campaigns');
  await appReady(page);
  await page.getByText(`${total} campaigns found`).waitFor();
  expect(await cards(page).count()).toBe(9);

  await page
    .getByRole('navigation', { name: 'Search results pages' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await page.waitForURL(/page=2/);
  await page
    .getByRole('button', { name: 'Page 2' })
    .and(page.locator('[aria-current=page]'))
    .waitFor();
  await cardCountIs(page, total - 9);

  await page.goBack();
  await page
    .getByRole('button', { name: 'Page 1' })
    .and(page.locator('[aria-current=page]'))
    .waitFor();
  await context.close();
});

it('when a visitor filters by country and category, then the address holds the filters and a reload keeps them', async () => {
  const gambia = await searchCount('&country=Gambia');
  const gambianEquipment = await searchCount('&country=Gambia&category=equipment');
  expect(gambia).toBeGreaterThanOrEqual(3);

  const { context, page } = await visit(world);
  await page.goto('/search-campaigns?page=2');
  await appReady(page);
  await page.getByLabel('Country').selectOption('Gambia');
  await page.waitForURL(
    (url) => url.searchParams.get('country') === 'Gambia' && !url.searchParams.has('page'),
  );
  await page.getByText(`${gambia} campaigns found`).waitFor();

  await page.getByLabel('Category').selectOption('equipment');
  await page.waitForURL((url) => url.searchParams.get('category') === 'equipment');
  await page
    .getByText(`${gambianEquipment} ${gambianEquipment === 1 ? 'campaign' : 'campaigns'} found`)
    .waitFor();
  await page.getByRole('link', { name: 'Banjul fish smoking kilns' }).waitFor();

  await page.reload();
  await page.getByRole('link', { name: 'Banjul fish smoking kilns' }).waitFor();
  expect(await page.getByLabel('Country').inputValue()).toBe('Gambia');
  expect(await page.getByLabel('Category').inputValue()).toBe('equipment');
  await context.close();
});

it('when nothing matches the search text, then the spec empty text shows', async () => {
  const { context, page } = await visit(world);
  await page.goto('/search-campaigns');
  await appReady(page);
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-no-such-campaign');
  await page.getByText('No campaigns found matching your search criteria.').waitFor();
  await page.waitForURL(/searchTerm=zzzz-no-such-campaign/);
  await context.close();
});

it('when a phone shows the results, then 3 cards show first and Show More adds 3 at a time across pages', async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await page.goto('/search-campaigns');
  await appReady(page);
  await page.getByText(`${total} campaigns found`).waitFor();
  const showMore = page.getByRole('button', { name: 'Show More' });
  for (let shown = 3; shown < total; shown += 3) {
    await cardCountIs(page, shown);
    await showMore.click();
  }
  await cardCountIs(page, total);
  await showMore.waitFor({ state: 'detached' });
  expect(await page.getByRole('navigation', { name: 'Search results pages' }).count()).toBe(0);
  await context.close();
});

it('when a phone opens the search, then the filters fold behind a Filters button and the first results show on the first screen', async () => {
  const kenya = await searchCount('&country=Kenya');
  const { context, page } = await visit(world, ON_A_PHONE);
  await page.goto('/search-campaigns');
  await appReady(page);
  await page.getByText(`${total} campaigns found`).waitFor();
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByLabel('Country').isVisible()).toBe(false);
  const firstCard = await cards(page).first().boundingBox();
  expect(firstCard && firstCard.y + 100).toBeLessThan(PHONE.height);

  await toggle.tap();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await page.getByLabel('Country').selectOption('Kenya');
  await page.getByText(`${kenya} campaigns found`).waitFor();
  const narrowed = page.getByRole('button', { name: 'Filters 1 active' });
  await narrowed.tap();
  expect(await narrowed.getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByLabel('Country').isVisible()).toBe(false);

  await page.reload();
  await page.getByText(`${kenya} campaigns found`).waitFor();
  expect(
    await page.getByRole('button', { name: 'Filters 1 active' }).getAttribute('aria-expanded'),
  ).toBe('false');
  await context.close();
});

it('when a desktop opens the search, then every filter shows beside the results with no Filters button', async () => {
  const { context, page } = await visit(world, { viewport: DESKTOP });
  await page.goto('/search-campaigns');
  await appReady(page);
  await page.getByText(`${total} campaigns found`).waitFor();
  expect(await page.getByRole('button', { name: /^Filters/ }).count()).toBe(0);
  for (const label of ['Search', 'Category', 'Country'])
    expect(await page.getByLabel(label, { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('slider', { name: /^To/ }).isVisible()).toBe(true);
  await context.close();
});

it('when the goal slider To is pulled to its lowest, then it rests at $100 and the address keeps it', async () => {
  const { context, page } = await visit(world, { viewport: DESKTOP });
  await page.goto('/search-campaigns');
  await appReady(page);
  const to = page.getByRole('slider', { name: /^To/ });
  await to.focus();
  await page.keyboard.press('Home');
  await page.waitForURL((url) => url.searchParams.get('maxAmount') === '100');
  expect(await to.inputValue()).toBe('100');
  expect(await to.getAttribute('aria-valuetext')).toBe('$100');
  await page.getByText('No campaigns found matching your search criteria.').waitFor();
  await context.close();
});

it('when the goal slider From is pushed to its highest and To then pulled to its lowest, then From is pushed back with it', async () => {
  const { context, page } = await visit(world, { viewport: DESKTOP });
  await page.goto('/search-campaigns');
  await appReady(page);
  const from = page.getByRole('slider', { name: /^From/ });
  const to = page.getByRole('slider', { name: /^To/ });
  await from.focus();
  await page.keyboard.press('End');
  expect(await to.inputValue()).toBe(await from.inputValue());
  await to.focus();
  await page.keyboard.press('Home');
  await page.waitForURL(
    (url) =>
      url.searchParams.get('maxAmount') === '100' && url.searchParams.get('minAmount') === '100',
  );
  expect(await from.inputValue()).toBe('100');
  await context.close();
});

it('when a visitor with JavaScript off searches by text, then the form asks the server and its page shows the matches', async () => {
  const context = await world.browser.newContext({
    baseURL: world.harambee.url,
    viewport: DESKTOP,
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/search-campaigns');
  await page.getByRole('searchbox', { name: 'Search' }).fill('Banjul fish');
  await page.getByRole('searchbox', { name: 'Search' }).press('Enter');

  await page.waitForURL((url) => url.searchParams.get('searchTerm') === 'Banjul fish');
  await page.getByRole('link', { name: 'Banjul fish smoking kilns' }).waitFor();
  expect(await cards(page).count()).toBe(await searchCount('&searchTerm=Banjul%20fish'));
  await context.close();
});
