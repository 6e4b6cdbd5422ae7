import type { Browser } from 'playwright-core';
import {
  BTCPAY_KEYS,
  btcpaySettings,
  startBtcpayFake,
} from '@harambee/command-api/src/payments/testing/btcpay-fake';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { appReady, launchBrowser, newVisitor } from './support/browser';

jest.setTimeout(180_000);

let btcpay: Awaited<ReturnType<typeof startBtcpayFake>>;
let harambee: TestHarambee;
let browser: Browser;

beforeAll(async () => {
  btcpay = await startBtcpayFake(BTCPAY_KEYS);
  [harambee, browser] = await Promise.all([
    startHarambee({
      seed: true,
      env: btcpaySettings(btcpay.url),
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
  await btcpay?.stop();
});

describe('a server whose crypto gifts go through BTCPay Server', () => {
  it('when a donor gives $25 in crypto, then they are sent to the invoice BTCPay made for that gift, and once BTCPay says it settled the thank-you shows the receipt', async () => {
    const featured = (await harambee.api('/v1/campaigns/featured')).body.data.campaigns;
    const campaign = featured.find((one: { daysRemaining: number }) => one.daysRemaining > 0);
    const context = await newVisitor(browser, { baseURL: harambee.url });
    const page = await context.newPage();
    await page.goto(`/donation/${campaign._id}`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Make a donation' }).waitFor();

    const crypto = page.getByLabel('Cryptocurrency (Bitcoin), paid on a BTCPay Server invoice');
    await crypto.waitFor();
    expect(await page.getByText(/simulated/i).count()).toBe(0);
    await page.getByLabel('Currency', { exact: true }).selectOption('USD');
    await page.getByRole('button', { name: '$25', exact: true }).click();
    await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Achieng Otieno');
    await crypto.check();
    await page.getByRole('button', { name: 'Donate $25' }).click();

    await page.waitForURL((url) => url.href.startsWith(`${btcpay.url}/i/`));
    const invoice = btcpay.invoices.get(new URL(page.url()).pathname.slice('/i/'.length))!;
    expect(invoice).toMatchObject({ amount: '25.00', currency: 'USD' });
    const asked = JSON.parse(
      btcpay.received.find((request) => request.method === 'POST')!.body,
    ) as { checkout: { redirectURL: string } };

    const settled = btcpay.webhook(invoice.id, 'InvoiceSettled');
    const delivered = await harambee.api('/v1/payments/webhooks/btcpay', {
      method: 'POST',
      body: new Uint8Array(settled.body),
      headers: { 'content-type': 'application/json', ...settled.headers },
    });
    expect(delivered.status).toBe(200);

    await page.goto(asked.checkout.redirectURL);
    await appReady(page);
    await page.getByText(/Receipt number HB-\d{4}-\d{6}/).waitFor();
    await context.close();
  });
});
