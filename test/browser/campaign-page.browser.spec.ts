import { browserWorld, visit } from './support/world';
import type { Page } from 'playwright-core';
import { appReady, DESKTOP, PHONE } from './support/browser';

jest.setTimeout(120_000);

type Listed = {
  _id: string;
  title: string;
  daysRemaining: number;
  amountRaised: number;
  goalAmount: number;
};
let active: Listed;
let completed: Listed;

const world = browserWorld({ seed: true });
beforeAll(async () => {
  const campaigns: Listed[] = (await world.harambee.api('/v1/campaigns/search?limit=50')).body.data
    .campaigns;
  active = campaigns.find((campaign) => campaign.daysRemaining > 0)!;
  completed = campaigns.find(
    (campaign) => campaign.daysRemaining === 0 && campaign.amountRaised >= campaign.goalAmount,
  )!;
});

const scrollTo = (page: Page, y: number) =>
  page.evaluate((target) => window.scrollTo(0, target), y);
const storyBottom = (page: Page) =>
  page
    .getByRole('region', { name: 'Story' })
    .evaluate((story) => story.getBoundingClientRect().bottom + window.scrollY);

it.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])(
  'when a %s visitor scrolls past the story, then Donate Now floats, and a jump back to the top hides it',
  async (_, viewport) => {
    const { context, page } = await visit(world, { viewport });
    await page.goto(`/campaign/${active._id}`);
    await appReady(page);
    await page.getByRole('heading', { name: active.title, exact: true }).waitFor();
    await page.getByTestId('backers').waitFor();
    const donateNow = page.getByRole('link', { name: 'Donate Now' });
    expect(await donateNow.count()).toBe(1);

    await scrollTo(page, (await storyBottom(page)) + 50);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('a')].filter((link) => link.textContent === 'Donate Now')
          .length === 2,
    );
    const floating = donateNow.nth(1);
    expect(await floating.evaluate((link) => getComputedStyle(link).position)).toBe('fixed');
    expect(await floating.getAttribute('href')).toBe(`/donation/${active._id}`);

    await scrollTo(page, 0);
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('a')].filter((link) => link.textContent === 'Donate Now')
          .length === 1,
    );
    await context.close();
  },
);

it('when a campaign has ended with its goal met, then its page celebrates without Donate Now, even scrolled past the story', async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await page.goto(`/campaign/${completed._id}`);
  await appReady(page);
  const banner = page.getByText('Campaign Successfully Completed');
  await banner.waitFor();
  expect((await banner.textContent())?.trim()).toBe('Campaign Successfully Completed');
  await page.getByText('This campaign has ended and no longer accepts donations.').waitFor();
  await scrollTo(page, (await storyBottom(page)) + 50);
  await page.waitForTimeout(300);
  expect(await page.getByRole('link', { name: 'Donate Now' }).count()).toBe(0);
  await context.close();
});

it.each([['/donation'], ['/donate']])(
  'when a visitor opens %s/{id} of a campaign that has ended, then it says so and links back instead of taking a card',
  async (route) => {
    const { context, page } = await visit(world);
    await page.goto(`${route}/${completed._id}`);
    await appReady(page);
    await page.getByRole('heading', { name: 'This campaign is not accepting donations' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Campaign' }).getAttribute('href')).toBe(
      `/campaign/${completed._id}`,
    );
    expect(
      await page.getByRole('link', { name: 'Browse other campaigns' }).getAttribute('href'),
    ).toBe('/search-campaigns');
    expect(await page.getByRole('form', { name: 'Donation' }).count()).toBe(0);
    await context.close();
  },
);

it('when a campaign still has days left, then its donation page takes a gift', async () => {
  const { context, page } = await visit(world);
  await page.goto(`/donation/${active._id}`);
  await appReady(page);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  expect(await page.getByRole('form', { name: 'Donation' }).isVisible()).toBe(true);
  expect(
    await page.getByRole('heading', { name: 'This campaign is not accepting donations' }).count(),
  ).toBe(0);
  await context.close();
});

it('when a campaign has more backers than a page holds, then Show All lists the first hundred and Show more loads the rest', async () => {
  for (let call = 0; call < 4; call++) {
    const generated = await world.harambee.api('/test/generate-donations', {
      method: 'POST',
      token: world.harambee.adminToken,
      json: { campaignId: active._id, count: 31 },
    });
    expect(generated.status).toBe(201);
  }
  let total = 0;
  for (let attempt = 0; attempt < 100 && total < 124; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    total = (await world.harambee.api(`/v1/donations/${active._id}?limit=1`)).body.data.pagination
      .totalDonations;
  }
  expect(total).toBeGreaterThan(100);
  expect(total).toBeLessThanOrEqual(200);

  const { context, page } = await visit(world);
  await page.goto(`/campaign/${active._id}`);
  await appReady(page);
  const backers = page.getByTestId('backers').getByRole('listitem');
  await backers.first().waitFor();
  await page.getByRole('tab', { name: `Backers (${total})` }).waitFor();
  expect(await backers.count()).toBe(9);

  await page.getByRole('button', { name: `Show All (${total})` }).click();
  await page.waitForFunction(
    () => document.querySelectorAll('[data-testid="backers"] li').length === 100,
  );
  await page.getByRole('button', { name: 'Show more' }).click();
  await page.waitForFunction(
    (all) => document.querySelectorAll('[data-testid="backers"] li').length === all,
    total,
  );
  expect(await page.getByRole('button', { name: 'Show more' }).count()).toBe(0);
  await context.close();
});
