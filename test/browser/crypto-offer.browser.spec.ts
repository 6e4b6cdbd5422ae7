import type { Browser } from 'playwright-core';
import { startHarambee, STRIPE_UNREACHED, type TestHarambee } from '../support/harambee-server';
import { appReady, launchBrowser, newVisitor } from './support/browser';

jest.setTimeout(180_000);

/** Any word that would tell a visitor crypto is taken here. */
const CRYPTO_WORDS = /crypto|bitcoin|\bBTC\b|USDT|kidijitali/i;

let browser: Browser;
let harambee: TestHarambee;
beforeAll(async () => {
  [harambee, browser] = await Promise.all([
    startHarambee({
      seed: true,
      env: STRIPE_UNREACHED,
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

/** The words of the page a visitor can read or open (folded FAQ answers too), without its scripts. */
const pageWords = () =>
  `${document.title} ${[...document.body.querySelectorAll('header, main, footer')]
    .map((part) => part.textContent)
    .join(' ')}`;

describe('a server taking cards through a live provider, with no crypto provider configured', () => {
  it.each([
    ['en', ''],
    ['fr', '/fr'],
    ['sw', '/sw'],
  ])(
    'when a visitor in %s reads the home page, about, FAQ and terms and opens a donate page, then nothing offers or advertises crypto',
    async (language, prefix) => {
      const context = await newVisitor(browser, { baseURL: harambee.url });
      const page = await context.newPage();
      for (const address of ['/', '/about', '/faq', '/terms']) {
        await page.goto(`${prefix}${address}`);
        await appReady(page);
        await page.locator('main').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        const words = await page.evaluate(pageWords);
        expect({ address, crypto: words.match(CRYPTO_WORDS)?.[0] ?? null }).toEqual({
          address,
          crypto: null,
        });
      }
      const campaign = (await harambee.api('/v1/campaigns/featured')).body.data.campaigns[0];
      await page.goto(`${prefix}/donation/${campaign._id}`);
      await appReady(page);
      await page.locator('input[name="paymentMethod"][value="creditCard"]').waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      const methods = await page
        .locator('input[name="paymentMethod"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      expect(methods).not.toContain('bitcoin');
      expect(methods).toContain('creditCard');
      await context.close();
    },
  );
});
