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
    return { fake, env };
  },
  paystack: async (checkoutUrl: string) => {
    const fake = await startPaystackFake({ checkoutUrl });
    const env = {
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_paystack',
      PAYSTACK_API_URL: fake.url,
      PAYSTACK_CHECKOUT_URL: checkoutUrl,
    };
    return { fake, env };
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
});
