import { browserWorld } from './support/world';
import { newVisitor, pageErrors, PHONE, signInAtLogin } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(120_000);

const creator = {
  name: 'Achieng Otieno',
  email: 'achieng@text-alerts.test',
  password: 'Secret123',
};

const world = browserWorld();
beforeAll(async () => {
  await createApprovedCampaign(world.harambee, {
    title: 'Kisumu fish cold box',
    creator: creator.name,
    email: creator.email,
    country: 'Kenya',
  });
});

it('when a creator on a phone switches on texts for each gift, then the page names the number texted and keeps the choice after a reload', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await signInAtLogin(page, creator);
  await page.goto('/dashboard/your-data');

  await page.getByText('We text +254712345678, the phone number of your account.').waitFor();
  const gifts = page.getByRole('switch', { name: 'Text me about each gift to my campaigns' });
  const payouts = page.getByRole('switch', { name: 'Text me when a payout is sent' });
  expect(await gifts.isChecked()).toBe(false);
  await gifts.focus();
  await page.keyboard.press('Space');
  await page.getByRole('status').getByText('Your choice is saved.').waitFor();
  expect(await gifts.isChecked()).toBe(true);

  await page.reload();
  await page.getByText('We text +254712345678, the phone number of your account.').waitFor();
  expect(await gifts.isChecked()).toBe(true);
  expect(await payouts.isChecked()).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});
