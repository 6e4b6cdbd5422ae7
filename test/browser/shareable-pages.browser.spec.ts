import { browserWorld, visit } from './support/world';
import { watchCspViolations } from './support/csp';

jest.setTimeout(120_000);

type Listed = {
  _id: string;
  title: string;
  story: string;
  amountRaised: number;
  daysRemaining: number;
  creator: { name: string };
};

let campaign: Listed;

const world = browserWorld({ seed: true });
beforeAll(async () => {
  campaign = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns[0];
});

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;
const firstWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);

it('when a visitor without JavaScript opens a shared campaign link, then they read its title, story and what it has raised', async () => {
  const context = await world.browser.newContext({
    baseURL: world.harambee.url,
    javaScriptEnabled: false,
  });
  await watchCspViolations(context);
  const page = await context.newPage();
  const response = await page.goto(`/campaign/${campaign._id}`);

  expect(response?.status()).toBe(200);
  expect(await page.title()).toBe(`${campaign.title} | Harambee`);
  expect(await page.getByRole('heading', { level: 1, name: campaign.title }).isVisible()).toBe(
    true,
  );
  expect(await page.getByText(firstWords(campaign.story)).first().isVisible()).toBe(true);
  expect(await page.getByText(`${dollars(campaign.amountRaised)} raised of`).isVisible()).toBe(
    true,
  );
  expect(await page.getByText(`By ${campaign.creator.name}`).isVisible()).toBe(true);
  const daysLeft = page.locator('dt', { hasText: /^days? left$/ });
  expect(await daysLeft.isVisible()).toBe(true);
  expect(await daysLeft.locator('+ dd').textContent()).toBe(String(campaign.daysRemaining));
  const backers: { donorName: string; anonymous: boolean }[] = (
    await world.harambee.api(`/v1/donations/${campaign._id}`)
  ).body.data.donations;
  const named = backers.find((backer) => !backer.anonymous)!;
  expect(await page.getByTestId('backers').getByText(named.donorName).first().isVisible()).toBe(
    true,
  );
  await context.close();
});

it('when a visitor with JavaScript opens it, then the app takes over and renders the campaign without errors', async () => {
  const { context, page, errors } = await visit(world);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  await page.goto(`/campaign/${campaign._id}`);
  await page.getByTestId('backers').waitFor();

  expect(await page.locator('article.public-page').count()).toBe(0);
  expect(await page.getByRole('heading', { name: campaign.title, exact: true }).count()).toBe(1);
  expect(await page.title()).toBe(`${campaign.title} | Harambee`);
  expect(errors).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await context.close();
});

it('when the visitor moves on to another page, then the tab shows that page’s title', async () => {
  const { context, page } = await visit(world);
  await page.goto(`/campaign/${campaign._id}`);
  await page.getByTestId('backers').waitFor();
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).first().waitFor();

  await page.waitForFunction(() => document.title.startsWith('Frequently Asked Questions'));
  await context.close();
});
