import { browserWorld, visit } from './support/world';
import { readFile } from 'node:fs/promises';
import { describeViolations, seriousViolations } from './support/axe';
import { PHONE } from './support/browser';
import { createApprovedCampaign } from './support/campaigns';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

let campaignId: string;
const person = { name: 'Wanjiru Kamau', email: 'wanjiru@your-data.test', password: 'Secret123' };

const world = browserWorld();
beforeAll(async () => {
  campaignId = await createApprovedCampaign(world.harambee, {
    title: 'Nakuru tailoring co-op',
    creator: person.name,
    email: person.email,
    country: 'Kenya',
  });
  const payment = await world.harambee.api('/v1/payments/card', {
    method: 'POST',
    json: {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/30',
      cvv: '123',
      cardholderName: person.name,
      amount: 40,
      campaignId,
    },
  });
  const gift = await world.harambee.api('/v1/donations', {
    method: 'POST',
    json: {
      amount: 40,
      donorName: person.name,
      email: person.email,
      message: 'First stitch',
      anonymous: false,
      campaignId,
      paymentId: payment.body.data.paymentId,
    },
  });
  expect(gift.status).toBe(201);
});

it('when a signed-in person on a phone downloads their data and then erases it with their password, then the file holds their data and their old sign-in is refused', async () => {
  const { context, page, errors } = await visit(world, { viewport: PHONE });
  const signIn = async () => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill(person.email);
    await page.locator('#login-password').fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await page.waitForURL(/\/dashboard$/);
  await page.getByRole('link', { name: 'Your data' }).click();
  await page.getByRole('heading', { name: 'Your data', level: 1 }).waitFor();
  await page.getByText(/Kenya's Data Protection Act.*POPIA.*GDPR/).waitFor();
  expect(await sidewaysScroll(page)).toBe(0);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('harambee-your-data.json');
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile).toMatchObject({ name: person.name, email: person.email });
  expect(data.campaigns).toEqual([
    expect.objectContaining({ id: campaignId, title: 'Nakuru tailoring co-op' }),
  ]);
  expect(data.gifts).toEqual([
    expect.objectContaining({ campaignId, amount: 40, email: person.email }),
  ]);
  expect(data.mails).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'verification' })]),
  );
  await page.getByRole('status').getByText('harambee-your-data.json was downloaded').waitFor();

  const password = page.getByLabel('Your password');
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await page.getByText('Enter your password to confirm').waitFor();
  await password.fill('Wrong1234');
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await page.getByRole('alert').getByText('Password is incorrect. Nothing was erased.').waitFor();
  expect(page.url()).toMatch(/\/dashboard\/your-data$/);

  await password.fill(person.password);
  await page.getByRole('button', { name: 'Erase my data' }).click();
  await page.waitForURL(/\/login$/);
  await page.getByText('Your personal data was erased and you have been signed out.').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  await signIn();
  await page.getByText('Invalid email or password').waitFor();
  expect(page.url()).toMatch(/\/login$/);
  expect(errors).toEqual([]);
  await context.close();
});
