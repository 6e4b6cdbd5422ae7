import { MOBILE_MONEY_MESSAGES } from '@harambee/payment-rules';
import type { Browser, Page } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { launchBrowser, newVisitor, pageErrors, PHONE } from './support/browser';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;
let campaign: { _id: string; title: string };

beforeAll(async () => {
  [harambee, browser] = await Promise.all([startHarambee({ seed: true, env: { PAYMENT_PROVIDER: 'sandbox' } }), launchBrowser()]);
  const featured = (await harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  campaign = featured.find((candidate: { daysRemaining: number }) => candidate.daysRemaining > 0);
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

const phoneVisitor = () => newVisitor(browser, { baseURL: harambee.url, viewport: PHONE, touch: true });

async function payByMobileMoney(page: Page, { name, phone }: { name: string; phone: string }) {
  await page.goto(`/donation/${campaign._id}`);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await page.getByRole('button', { name: '$25', exact: true }).tap();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
  await page.getByLabel('Mobile money', { exact: true }).check();
  await page.getByLabel('Country').selectOption({ label: 'Kenya (+254)' });
  await page.getByLabel('Mobile-money provider').selectOption({ label: 'M-PESA' });
  await page.getByRole('textbox', { name: 'Mobile-money phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Donate $25' }).tap();
}

async function openTestPhone(page: Page) {
  const status = page.getByRole('status').filter({ hasText: 'Check your phone: approve the prompt from M-PESA to pay $25.00.' });
  await status.waitFor();
  expect(new URL(page.url()).pathname).toBe(`/donation/${campaign._id}/thank-you`);
  const href = await page.getByRole('link', { name: 'Open the test phone (test mode: no real money moves)' }).getAttribute('href');
  const testPhone = await page.context().newPage();
  await testPhone.goto(href!);
  return testPhone;
}

it('when a donor on a phone pays $25 by M-PESA and the test phone approves, then the waiting page turns to the thank-you', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  const errors = pageErrors(page);
  await payByMobileMoney(page, { name: 'Mobile Money Backer', phone: '0712 345 678' });
  const testPhone = await openTestPhone(page);
  expect(await sidewaysScroll(page)).toBe(0);

  await testPhone.getByRole('button', { name: 'Approve payment' }).click();
  await page.getByRole('status').getByRole('heading', { name: 'Thank you for your donation!' }).waitFor({ timeout: 15_000 });
  await page.getByRole('status').getByText(`Your gift of $25.00 to ${campaign.title} has been received.`).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('when the test phone declines, then the waiting page says the payment was not completed and offers another try', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  await payByMobileMoney(page, { name: 'Declined Backer', phone: '+254 712 345 678' });
  const testPhone = await openTestPhone(page);
  await testPhone.getByRole('button', { name: 'Decline payment' }).click();
  await page.getByRole('status').getByRole('heading', { name: 'Payment was not completed' }).waitFor({ timeout: 15_000 });
  expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(`/donation/${campaign._id}`);
  await context.close();
});

it('when the phone number does not fit Kenya, then the shared message shows on the focused field and nothing is sent', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  const checkouts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/payments')) checkouts.push(request.url());
  });
  await payByMobileMoney(page, { name: 'Careless Typist', phone: '0712 345' });
  await page.getByText(MOBILE_MONEY_MESSAGES.phoneShape('KE')).waitFor();
  expect(
    await page.evaluate(() => {
      const field = document.activeElement;
      const described = (field?.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
      return { id: field?.id, invalid: field?.getAttribute('aria-invalid'), description: described.join(' ') };
    }),
  ).toEqual({ id: 'mobile-money-phone', invalid: 'true', description: `Your phone will ask you to approve the payment. ${MOBILE_MONEY_MESSAGES.phoneShape('KE')}` });
  expect(checkouts).toEqual([]);
  await context.close();
});

it('when a thank-you link has no proper payment id, or a receipt link is wrong, then the page says so without crashing', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`/donation/${campaign._id}/thank-you?paymentId=nonsense`);
  await page.getByRole('alert').getByText('This link does not name a payment.', { exact: false }).waitFor();
  await page.goto('/receipts/no-such-receipt?k=wrong');
  await page.getByRole('alert').getByText('We could not find this receipt.', { exact: false }).waitFor();
  expect(errors).toEqual([]);
  await context.close();
});
