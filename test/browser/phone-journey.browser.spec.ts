import { browserWorld } from './support/world';
import { newVisitor, pageErrors, PHONE, appReady } from './support/browser';
import { eventually } from '../support/waiting';
import { usd } from './support/amounts';

jest.setTimeout(120_000);

type Listed = { _id: string; title: string; amountRaised: number; daysRemaining: number };

const cardTitle = (title: string) =>
  title.length > 40 ? `${title.slice(0, 40).trimEnd()}...` : title;

const world = browserWorld({ seed: true });

it('when a phone visitor goes from home through search by country to a campaign and gives $10 by card, then they are thanked and another page sees the total move live', async () => {
  const inGhana: Listed[] = (
    await world.harambee.api('/v1/campaigns/search?limit=50&country=Ghana')
  ).body.data.campaigns;
  const campaign = inGhana.find((candidate) => candidate.daysRemaining > 0)!;
  const context = await newVisitor(world.browser, {
    baseURL: world.harambee.url,
    viewport: PHONE,
    touch: true,
  });

  const watcher = await context.newPage();
  await watcher.goto(`/campaign/${campaign._id}`);
  const raised = watcher.getByTestId('amount-raised').locator('strong');
  await raised.filter({ hasText: usd(campaign.amountRaised) }).waitFor();

  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Featured Campaigns' }).waitFor();
  await page.getByRole('banner').getByRole('link', { name: 'Search campaigns' }).tap();
  // The search is a document with islands: a tap on Filters before they are live is held, then replayed.
  await page.waitForURL('**/search-campaigns', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  await page.getByLabel('Country').selectOption('Ghana');
  await page
    .getByText(`${inGhana.length} ${inGhana.length === 1 ? 'campaign' : 'campaigns'} found`)
    .waitFor();
  await page.waitForURL((url) => url.searchParams.get('country') === 'Ghana');

  await page.getByRole('link', { name: cardTitle(campaign.title), exact: true }).tap();
  await page.getByRole('heading', { name: campaign.title, exact: true }).waitFor();
  await page.getByRole('link', { name: 'Donate Now' }).first().tap();
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(page);
  await page.getByRole('button', { name: '$10', exact: true }).tap();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Phone Backer');
  await page.getByRole('button', { name: 'Donate $10' }).tap();

  const dialog = page.getByRole('dialog', { name: /Complete your \$10\.00 donation/ });
  await dialog.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV', { exact: true }).fill('123');
  await dialog.getByLabel('Cardholder name').fill('Phone Backer');
  await dialog.getByRole('button', { name: 'Pay $10.00' }).tap();
  await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
  expect(await page.getByRole('link', { name: 'Return to Campaign' }).getAttribute('href')).toBe(
    `/campaign/${campaign._id}`,
  );

  await raised.filter({ hasText: usd(campaign.amountRaised + 10) }).waitFor({ timeout: 20_000 });
  const donations = await eventually(
    async () =>
      (await world.harambee.api(`/v1/donations/${campaign._id}`)).body.data.donations as {
        donorName: string;
        amount: number;
      }[],
    (list) => list.some((donation) => donation.donorName === 'Phone Backer'),
  );
  expect(
    donations
      .filter((donation) => donation.donorName === 'Phone Backer')
      .map((donation) => donation.amount),
  ).toEqual([10]);
  expect(errors).toEqual([]);
  await context.close();
});
