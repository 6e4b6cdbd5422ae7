import { createServerDatabase } from '@harambee/eventstore/src/testing/test-databases';
import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { launchBrowser, newVisitor, appReady } from './support/browser';

jest.setTimeout(120_000);

const BANNER = 'Test mode: no real money moves';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('a PostgreSQL server with PAYMENT_PROVIDER=sandbox set', () => {
  let database: Awaited<ReturnType<typeof createServerDatabase>>;
  let harambee: TestHarambee;
  beforeAll(async () => {
    database = await createServerDatabase();
    harambee = await startHarambee({
      env: { DATABASE_URL: database.url, PAYMENT_PROVIDER: 'sandbox' },
    });
  });
  afterAll(async () => {
    await harambee?.stop();
    await database?.drop();
  });

  it('when a visitor opens any page, then a test-mode banner says no real money moves', async () => {
    const page = await (await newVisitor(browser, { baseURL: harambee.url })).newPage();
    for (const address of ['/', '/about', '/login']) {
      await page.goto(address);
      await page.getByRole('note').getByText(BANNER).waitFor();
    }
    await page.context().close();
  });
});

describe('a server with no payment provider', () => {
  let harambee: TestHarambee;
  beforeAll(async () => {
    harambee = await startHarambee({ seed: true, env: { PAYMENT_PROVIDER: 'none' } });
  });
  afterAll(() => harambee?.stop());

  it("when a donor opens a campaign's donate page, then it says donations are not open yet instead of a form, with no test banner", async () => {
    const campaign = (await harambee.api('/v1/campaigns/featured')).body.data.campaigns[0];
    const page = await (await newVisitor(browser, { baseURL: harambee.url })).newPage();
    await page.goto(`/donation/${campaign._id}`);
    await appReady(page);
    await page.getByRole('heading', { name: 'Donations are not open yet' }).waitFor();
    expect(await page.getByRole('button', { name: /Donate/ }).count()).toBe(0);
    expect(await page.getByText(BANNER).count()).toBe(0);
    await page.context().close();
  });
});
