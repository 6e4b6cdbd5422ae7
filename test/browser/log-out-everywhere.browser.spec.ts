import { browserWorld } from './support/world';
import { newVisitor } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(120_000);

const creator = { name: 'Neema Achieng', email: 'neema@creator.test', password: 'Secret123' };

const world = browserWorld();
beforeAll(async () => {
  await createApprovedCampaign(world.harambee, {
    title: 'Kibera water kiosk',
    creator: creator.name,
    email: creator.email,
    country: 'Kenya',
  });
});

it('when a creator presses Log out everywhere on the dashboard, then this browser is logged out and their other tokens answer 401', async () => {
  const otherDevice = await world.harambee.login(creator.email, creator.password);
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
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
    (await world.harambee.api('/v1/notifications/seen', { method: 'POST', token: otherDevice }))
      .status,
  ).toBe(401);
  await context.close();
});
