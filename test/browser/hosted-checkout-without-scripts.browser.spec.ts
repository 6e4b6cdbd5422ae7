import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { startPaystackFake } from '@harambee/command-api/src/payments/testing/paystack-fake';
import { startStripeFake } from '@harambee/command-api/src/payments/testing/stripe-fake';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { launchBrowser, PHONE } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(120_000);

/** A provider's hosted checkout, played by a page of another origin (its own port). */
const startHostedCheckout = async () => {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Checkout</title><h1>Pay Harambee</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
};

/** Each live provider's API fake, whose sessions open on `checkoutUrl`, and the settings that choose it. */
const providers = {
  stripe: async (checkoutUrl: string) => {
    const fake = await startStripeFake({ checkoutUrl });
    const env = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_harambee',
      STRIPE_WEBHOOK_SECRET: 'whsec_harambee',
      STRIPE_API_URL: fake.url,
      STRIPE_CHECKOUT_URL: checkoutUrl,
    };
    const hearWebhooksAt = (origin: string) =>
      fake.sendWebhooksTo(`${origin}/api/v1/payments/webhooks/stripe`, env.STRIPE_WEBHOOK_SECRET);
    return { fake, env, hearWebhooksAt };
  },
  paystack: async (checkoutUrl: string) => {
    const fake = await startPaystackFake({ checkoutUrl });
    const env = {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_paystack',
      PAYSTACK_API_URL: fake.url,
      PAYSTACK_CHECKOUT_URL: checkoutUrl,
    };
    const hearWebhooksAt = (origin: string) =>
      fake.sendWebhooksTo(`${origin}/api/v1/payments/webhooks/paystack`);
    return { fake, env, hearWebhooksAt };
  },
};

describe.each(Object.keys(providers) as (keyof typeof providers)[])('with %s', (name) => {
  let hosted: Awaited<ReturnType<typeof startHostedCheckout>>;
  let provider: Awaited<ReturnType<(typeof providers)[typeof name]>>;
  let harambee: TestHarambee;
  let browser: Browser;
  let campaignId: string;

  beforeAll(async () => {
    hosted = await startHostedCheckout();
    provider = await providers[name](hosted.url);
    [harambee, browser] = await Promise.all([
      startHarambee({ env: provider.env }),
      launchBrowser(),
    ]);
    provider.hearWebhooksAt(harambee.url);
    campaignId = await createApprovedCampaign(harambee, {
      title: 'Kisumu fish market roof',
      creator: 'Akinyi Odhiambo',
      email: 'akinyi@creator.test',
      country: 'Kenya',
    });
  });
  afterAll(async () => {
    await browser?.close();
    await harambee?.stop();
    await provider?.fake.stop();
    await hosted?.stop();
  });

  it("when a backer without scripts gives by card, then the form's answer takes the browser on to the provider's hosted checkout on its own origin", async () => {
    const context = await browser.newContext({
      baseURL: harambee.url,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`/donation/${campaignId}`);
    const form = page.getByRole('form', { name: 'Donation' });
    await form.getByRole('spinbutton').fill('15');
    await form.getByRole('textbox', { name: 'Your name', exact: true }).fill('Otieno Were');
    await form.getByRole('button', { name: /^Donate/ }).click();
    await page.getByRole('heading', { name: 'Pay Harambee' }).waitFor();
    expect(new URL(page.url()).origin).toBe(hosted.url);
    await context.close();
  });

  it("when a backer without scripts comes back from the provider before it has confirmed, then the server-rendered thank-you page waits, reloads itself, and says thank you once the provider's webhook arrives", async () => {
    const context = await browser.newContext({
      baseURL: harambee.url,
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`/donation/${campaignId}`);
    const form = page.getByRole('form', { name: 'Donation' });
    await form.getByRole('spinbutton').first().fill('15');
    await form.getByRole('textbox', { name: 'Your name', exact: true }).fill('Atieno Ouma');
    await form.getByRole('button', { name: /^Donate/ }).click();
    await page.getByRole('heading', { name: 'Pay Harambee' }).waitFor();
    const [started] = await harambee.db.query<{ payment_id: string }>(
      "select data->>'paymentId' as payment_id from events where type = 'CheckoutStarted' and data->>'campaignId' = $1 order by global_position desc limit 1",
      [campaignId],
    );
    const paymentId = started!.payment_id;

    // The provider sends the donor back (its return address) before its webhook has come.
    await page.goto(`/donation/${campaignId}/thank-you?paymentId=${paymentId}`);
    await page.getByRole('heading', { name: 'Waiting for payment…' }).waitFor();
    await page.getByText('This page updates by itself.').waitFor();
    expect(await page.getByText('Loading Harambee').count()).toBe(0);
    expect(await page.getByText(/needs JavaScript/).count()).toBe(0);
    expect(await page.title()).toBe('Your donation | Harambee');

    await provider.fake.pay(paymentId);
    await page
      .getByRole('heading', { name: 'Thank you for your donation!' })
      .waitFor({ timeout: 20_000 });
    await page
      .getByText('Your gift of $15.00 to Kisumu fish market roof has been received.')
      .waitFor();
    await page.getByText(/Receipt number HB-\d{4}-\d{6}/).waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get('paymentId')).toBe(paymentId);
    await context.close();
  });
});
