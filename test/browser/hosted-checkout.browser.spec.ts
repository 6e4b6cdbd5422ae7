import { browserWorld, visit } from './support/world';
import { say } from '@harambee/messages';
import { phoneShapeWords } from '@harambee/rules';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from './support/axe';
import { newVisitor, pageErrors, PHONE, appReady } from './support/browser';
import { sidewaysScroll } from './support/layout';
import { usd } from './support/amounts';
import { focusedField } from './support/focus';

jest.setTimeout(120_000);

let campaign: { _id: string; title: string; amountRaised: number };

const world = browserWorld({ seed: true, env: { PAYMENT_PROVIDER: 'sandbox' } });
beforeAll(async () => {
  const featured = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  campaign = featured.find((candidate: { daysRemaining: number }) => candidate.daysRemaining > 0);
});

const phoneVisitor = () =>
  newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE, touch: true });

async function payByMobileMoney(
  page: Page,
  { name, phone, email }: { name: string; phone: string; email?: string },
) {
  await page.goto(`/donation/${campaign._id}`);
  await appReady(page);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(page);
  await page.getByRole('button', { name: '$25', exact: true }).tap();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
  if (email) await page.getByLabel('Email (optional, for your receipt)').fill(email);
  await page.getByLabel('Mobile money', { exact: true }).check();
  await page.getByLabel('Country').selectOption({ label: 'Kenya (+254)' });
  await page.getByLabel('Mobile-money provider').selectOption({ label: 'M-PESA' });
  // Kenya suggests shillings; this donor gives in dollars, which M-PESA is charged in shillings for.
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.getByRole('textbox', { name: 'Mobile-money phone number' }).fill(phone);
  await page.getByRole('button', { name: 'Donate $25' }).tap();
}

/** $25 at the demo rates' 129.20 shillings to the dollar: what the M-PESA prompt asks. */
/** What an M-PESA donor paid, named first on the thank-you page (the counted $25.00 follows with the receipt). */
const SHILLINGS_PAID = 'KSh\u00a03,230.00';
const PROMPT = /Check your phone: approve the prompt from M-PESA to pay KSh\s3,230\.00\./;

async function openTestPhone(page: Page) {
  const status = page.getByRole('status').filter({ hasText: PROMPT });
  await status.waitFor();
  expect(new URL(page.url()).pathname).toBe(`/donation/${campaign._id}/thank-you`);
  const href = await page
    .getByRole('link', { name: 'Open the test phone (test mode: no real money moves)' })
    .getAttribute('href');
  const testPhone = await page.context().newPage();
  await testPhone.goto(href!);
  return testPhone;
}

const RECEIPT_NUMBER = /Receipt number (HB-\d{4}-\d{6})/;

it('when a donor on a phone pays $25 by M-PESA and the test phone approves, then the thank-you shows the receipt number, the total moves live in another page and the receipt mail carries the same number', async () => {
  const { context: watcherContext, page: watcher } = await visit(world);
  const { amountRaised } = campaign;
  await watcher.goto(`/campaign/${campaign._id}`);
  const raised = watcher.getByTestId('amount-raised').locator('strong');
  await raised.filter({ hasText: usd(amountRaised) }).waitFor();

  const context = await phoneVisitor();
  const page = await context.newPage();
  const errors = pageErrors(page);
  await payByMobileMoney(page, {
    name: 'Mobile Money Backer',
    phone: '0712 345 678',
    email: 'mobile.backer@example.org',
  });
  const testPhone = await openTestPhone(page);
  expect(await sidewaysScroll(page)).toBe(0);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  await testPhone.getByRole('button', { name: 'Approve payment' }).click();
  await page
    .getByRole('status')
    .getByRole('heading', { name: 'Thank you for your donation!' })
    .waitFor({ timeout: 15_000 });
  await page
    .getByRole('status')
    .getByText(`Your gift of ${SHILLINGS_PAID} to ${campaign.title} has been received.`)
    .waitFor();
  await page.getByRole('status').getByText(RECEIPT_NUMBER).waitFor({ timeout: 15_000 });
  const [, receiptNumber] = RECEIPT_NUMBER.exec(await page.getByRole('status').innerText())!;
  await raised.filter({ hasText: usd(amountRaised + 25) }).waitFor({ timeout: 20_000 });

  const mail = await world.harambee.smtp.waitForMail('mobile.backer@example.org');
  expect(mail.subject).toBe(`Your Harambee receipt ${receiptNumber}`);
  expect(mail.text).toContain('Payment method: Mobile money');
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  expect(errors).toEqual([]);
  await Promise.all([context.close(), watcherContext.close()]);
});

it('when a Kenyan donor on a phone picks M-PESA, then they see and pay shillings, the campaign counts the US dollars at the quoted rate, and the receipt shows both', async () => {
  // A watcher in Kenya sees the dollars raised, and about how many shillings that is.
  const watcherContext = await world.browser.newContext({
    baseURL: world.harambee.url,
    locale: 'en-KE',
  });
  const watcher = await watcherContext.newPage();
  await watcher.goto(`/campaign/${campaign._id}`);
  const raised = watcher.getByTestId('amount-raised').locator('strong');
  const before = Number((await raised.innerText()).replace(/[^\d]/g, ''));
  const local = watcher.getByTestId('amount-raised').getByTestId('amount-raised-local');
  await local.filter({ hasText: /≈ K(sh|Sh|ES)\s?[\d,]+$/ }).waitFor();
  const localBefore = await local.innerText();

  const context = await phoneVisitor();
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`/donation/${campaign._id}`);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(page);
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Wanjiru Kamau');
  await page.getByLabel('Mobile money', { exact: true }).check();
  await page.getByLabel('Country').selectOption({ label: 'Kenya (+254)' });
  await page.getByLabel('Mobile-money provider').selectOption({ label: 'M-PESA' });
  expect(await page.getByLabel('Currency', { exact: true }).inputValue()).toBe('KES');
  await page.getByRole('spinbutton', { name: 'Amount in Kenyan shillings' }).fill('3230');
  const quote = page.getByTestId('currency-quote');
  await quote
    .filter({ hasText: /You pay KSh\s3,230\.00; the campaign counts \$25\.00\./ })
    .waitFor();
  expect(await quote.innerText()).toMatch(/1 USD = 129\.20 KES \(demo rates, .*2026.* UTC\)/);
  await page.getByRole('textbox', { name: 'Mobile-money phone number' }).fill('0712 345 678');
  await page.getByRole('button', { name: /Donate KSh\s3,230/ }).tap();

  const testPhone = await openTestPhone(page);
  expect(await sidewaysScroll(page)).toBe(0);
  await testPhone.getByRole('button', { name: 'Approve payment' }).click();
  await page
    .getByRole('status')
    .getByText(`Your gift of ${SHILLINGS_PAID} to ${campaign.title} has been received.`)
    .waitFor({ timeout: 15_000 });
  await page.getByRole('status').getByText(RECEIPT_NUMBER).waitFor({ timeout: 15_000 });
  await page
    .getByRole('status')
    .filter({ hasText: /Paid KSh\s3,230\.00\s*Amount \$25\.00/ })
    .waitFor();
  await raised.filter({ hasText: usd(before + 25) }).waitFor({ timeout: 20_000 });
  // The shillings shown move with the dollars: the gift's, at the quoted rate.
  await local.filter({ hasNotText: localBefore }).waitFor();
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  await page.getByRole('link', { name: 'View printable receipt' }).tap();
  await page.getByRole('heading', { name: 'Donation receipt' }).waitFor();
  await page
    .getByRole('definition')
    .getByText(/KSh\s3,230\.00/)
    .waitFor();
  await page.getByRole('definition').getByText('$25.00 USD').waitFor();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(errors).toEqual([]);
  await Promise.all([context.close(), watcherContext.close()]);
});

it('when the test phone declines, then the waiting page says the payment was not completed and offers another try', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  await payByMobileMoney(page, { name: 'Declined Backer', phone: '+254 712 345 678' });
  const testPhone = await openTestPhone(page);
  await testPhone.getByRole('button', { name: 'Decline payment' }).click();
  await page
    .getByRole('status')
    .getByRole('heading', { name: 'Payment was not completed' })
    .waitFor({ timeout: 15_000 });
  expect(await page.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
    `/donation/${campaign._id}`,
  );
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
  await page.getByText(say('en', phoneShapeWords('KE'))).waitFor();
  expect(await focusedField(page)).toEqual({
    id: 'mobile-money-phone',
    invalid: 'true',
    description: `Your phone will ask you to approve the payment. ${say('en', phoneShapeWords('KE'))}`,
  });
  expect(checkouts).toEqual([]);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  await context.close();
});

it('when a thank-you link has no proper payment id, or a receipt link is wrong, then the page says so without crashing', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto(`/donation/${campaign._id}/thank-you?paymentId=nonsense`);
  await page
    .getByRole('alert')
    .getByText('This link does not name a payment.', { exact: false })
    .waitFor();
  await page.goto('/receipts/no-such-receipt?k=wrong');
  await page
    .getByRole('alert')
    .getByText('We could not find this receipt.', { exact: false })
    .waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

it('when the provider is a live one, then a card goes to its hosted page, and the thank-you shows the receipt, which prints without the site around it', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  await page.route('**/api/v1/payment-settings', (route) =>
    route.fulfill({
      json: {
        status: 'success',
        data: { provider: 'stripe', acceptingDonations: true, testModeBanner: false, crypto: null },
      },
    }),
  );
  // The server renders the donate page with its own (sandbox) settings; the live provider is mocked in the
  // browser, so the page is reached the way the app moves between screens, from one the server does not render.
  await page.goto('/login');
  await appReady(page);
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/donation/${campaign._id}`);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(page);
  await page.getByRole('button', { name: '$50', exact: true }).tap();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Hosted Card Backer');
  await page.getByRole('button', { name: 'Donate $50' }).tap();
  await page.waitForURL(/\/sandbox\/checkout\/chk_/);
  expect(await page.getByRole('dialog').count()).toBe(0);

  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(new RegExp(`/donation/${campaign._id}/thank-you\\?paymentId=chk_`));
  await page
    .getByRole('status')
    .getByRole('heading', { name: 'Thank you for your donation!' })
    .waitFor();
  await page
    .getByRole('status')
    .getByText(`Your gift of $50.00 to ${campaign.title} has been received.`)
    .waitFor();
  await page.getByRole('status').getByText(RECEIPT_NUMBER).waitFor({ timeout: 15_000 });
  const [, receiptNumber] = RECEIPT_NUMBER.exec(await page.getByRole('status').innerText())!;
  const today = new Date().toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

  await page.getByRole('link', { name: 'View printable receipt' }).tap();
  await page.getByRole('heading', { name: 'Donation receipt' }).waitFor();
  for (const text of [
    receiptNumber!,
    today,
    'Hosted Card Backer',
    '$50.00 USD',
    'Card ending in 4242',
  ]) {
    await page.getByRole('definition').getByText(text).first().waitFor();
  }
  expect(await page.getByRole('link', { name: campaign.title }).getAttribute('href')).toBe(
    `/campaign/${campaign._id}`,
  );
  expect(await sidewaysScroll(page)).toBe(0);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).tap();
  expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('header').first().isVisible()).toBe(false);
  expect(await page.locator('footer').first().isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
  expect(await page.getByRole('heading', { name: 'Donation receipt' }).isVisible()).toBe(true);
  await context.close();
});

it('when the provider is a live one, then the simpler form sends a card to the hosted page too', async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  await page.route('**/api/v1/payment-settings', (route) =>
    route.fulfill({
      json: {
        status: 'success',
        data: {
          provider: 'paystack',
          acceptingDonations: true,
          testModeBanner: false,
          crypto: null,
        },
      },
    }),
  );
  await page.goto(`/donate/${campaign._id}`);
  await page.getByRole('button', { name: '$10', exact: true }).tap();
  await page.getByLabel('Donate anonymously (your name will not be shown publicly)').check();
  await page.getByRole('button', { name: 'Continue to Payment' }).tap();
  await page.waitForURL(/\/sandbox\/checkout\/chk_/);
  await page.getByText('Pay $10.00 by card.', { exact: false }).waitFor();
  await context.close();
});

it("when the checkout cannot start, then the server's message shows and the donor can send the form again", async () => {
  const context = await phoneVisitor();
  const page = await context.newPage();
  await page.route('**/api/v1/payments/checkout', (route) =>
    route.fulfill({
      status: 503,
      json: { status: 'error', message: 'Payments are not configured' },
    }),
  );
  await payByMobileMoney(page, { name: 'Unlucky Backer', phone: '0712 345 678' });
  await page.getByRole('alert').getByText('Payments are not configured').waitFor();
  expect(await page.getByRole('button', { name: 'Donate $25' }).isEnabled()).toBe(true);
  await context.close();
});
