import type { Browser } from 'playwright-core';
import { startHarambee, type TestHarambee } from '../support/harambee-server';
import { launchBrowser, newVisitor } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(120_000);

let harambee: TestHarambee;
let browser: Browser;
const creator = { name: 'Neema Achieng', email: 'neema@creator.test', password: 'Secret123' };

beforeAll(async () => {
  [harambee, browser] = await Promise.all([startHarambee(), launchBrowser()]);
  await createApprovedCampaign(harambee, {
    title: 'Kibera water kiosk',
    creator: creator.name,
    email: creator.email,
    country: 'Kenya',
  });
});
afterAll(async () => {
  await browser?.close();
  await harambee?.stop();
});

it('when a creator presses Log out everywhere on the dashboard, then this browser is logged out and their other tokens answer 401', async () => {
  const otherDevice = await harambee.login(creator.email, creator.password);
  const context = await newVisitor(browser, { baseURL: harambee.url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(creator.email);
  await page.getByLabel('Password', { exact: true }).fill(creator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');

  await page.getByRole('button', { name: 'Log out everywhere' }).click();
  await page.waitForURL('**/login');
  await page.getByText('You have been logged out on every device.').waitFor();
  expect(
    await page.evaluate(
      () => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
    ),
  ).toBeNull();
  expect(
    (await harambee.api('/v1/notifications/seen', { method: 'POST', token: otherDevice })).status,
  ).toBe(401);
  await context.close();
});
