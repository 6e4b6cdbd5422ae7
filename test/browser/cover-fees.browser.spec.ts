import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { appReady, launchBrowser, newVisitor, pageErrors, PHONE } from './support/browser';
import { createApprovedCampaign, eventually } from './support/campaigns';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;
let campaignId: string;

beforeAll(async () => {
  [harambee, browser] = await Promise.all([
    startHarambee({ env: { PAYMENT_PROVIDER: 'sandbox' } }),
    launchBrowser(),
  ]);
  campaignId = await createApprovedCampaign(harambee, {
    title: 'Kisumu fish cold room',
    creator: 'Akinyi Odhiambo',
    email: 'akinyi@creator.test',
    country: 'Kenya',
  });
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

it('when a donor on a phone ticks "Cover the fees", then the form says the creator gets the whole gift, the checkout charges the fees on top and the campaign counts the gift', async () => {
  const context = await newVisitor(browser, {
    baseURL: harambee.url,
    viewport: PHONE,
    touch: true,
  });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`/donation/${campaignId}`);
  await appReady(page);
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.getByRole('button', { name: '$50', exact: true }).tap();
  const share = page.getByTestId('gift-share');
  await share.getByText(/^\$47\.50 of your \$50\.00 reaches the creator/).waitFor();
  const cover = page.getByRole('checkbox', { name: 'Cover the fees (+$2.50)' });
  await cover.check();
  await share.getByText(/^\$50\.00 of your \$50\.00 reaches the creator/).waitFor();
  expect(await share.innerText()).toContain('you add $2.50 for the fees');
  expect(await sidewaysScroll(page)).toBe(0);

  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Otieno Ouma');
  await page.getByRole('button', { name: 'Donate $50' }).tap();
  await page.getByRole('heading', { name: 'Sandbox checkout' }).waitFor();
  await page.getByText(/^Pay \$52\.50 by card\./).waitFor();
  await page.getByRole('button', { name: 'Approve payment' }).tap();
  const campaign = await eventually(
    () => harambee.api(`/v1/campaigns/public/${campaignId}`),
    (answer) => answer.body.data?.campaign?.amountRaised === 50,
  );
  expect(campaign.body.data.campaign.amountRaised).toBe(50);
  expect(errors).toEqual([]);
});
