import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { type SmtpSink, startSmtpSink } from '@harambee/test-support';
import { openAsAdmin } from './support/admin';
import { describeViolations, seriousViolations } from './support/axe';
import { launchBrowser, pageErrors } from './support/browser';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;
let refusing: SmtpSink;

beforeAll(async () => {
  refusing = await startSmtpSink({ refuse: (to) => (to.startsWith('nobody') ? 550 : undefined) });
  [harambee, browser] = await Promise.all([
    startHarambee({ env: { SMTP_URL: refusing.url } }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
  await refusing?.stop();
});

it('when the mail server refuses an address for good, then the admin finds that mail under Mail with its attempts and error', async () => {
  const refused = await harambee.api('/auth/request-verification', {
    method: 'POST',
    json: { email: 'nobody@example.org', name: 'Nobody' },
  });
  expect(refused.status).toBe(502);

  const { context, page } = await openAsAdmin(browser, harambee, '/admin');
  const errors = pageErrors(page);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Mail' })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin/mail');
  const card = page.getByRole('article', { name: 'Mail to nobody@example.org' });
  await card.getByText('Refused').waitFor();
  await card.getByText('Verify your email to launch your Harambee campaign').waitFor();
  await card.getByText(/^550 /).waitFor();
  expect(await card.locator('dd').nth(2).textContent()).toBe('1');
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
