import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { startStripeFake } from '@harambee/command-api/src/payments/testing/stripe-fake';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { launchBrowser, PHONE } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(120_000);

/** Stripe's hosted Checkout, played by a page of another origin (its own port). */
const startHostedCheckout = async () => {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>Checkout</title><h1>Pay Harambee on Stripe</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
};

let hosted: Awaited<ReturnType<typeof startHostedCheckout>>;
let stripe: Awaited<ReturnType<typeof startStripeFake>>;
let harambee: TestHarambee;
let browser: Browser;
let campaignId: string;

beforeAll(async () => {
  hosted = await startHostedCheckout();
  stripe = await startStripeFake({ checkoutUrl: hosted.url });
  [harambee, browser] = await Promise.all([
    startHarambee({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_harambee',
        STRIPE_WEBHOOK_SECRET: 'whsec_harambee',
        STRIPE_API_URL: stripe.url,
        STRIPE_CHECKOUT_URL: hosted.url,
      },
    }),
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
  await stripe?.stop();
  await hosted?.stop();
});

it("when a backer without scripts gives by card on a live provider, then the form's answer takes the browser on to the provider's hosted checkout on its own origin", async () => {
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
  await page.getByRole('heading', { name: 'Pay Harambee on Stripe' }).waitFor();
  expect(new URL(page.url()).origin).toBe(hosted.url);
  expect(new URL(page.url()).pathname).toMatch(/^\/c\/pay\/cs_/);
  await context.close();
});
