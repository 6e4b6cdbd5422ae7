import { browserWorld, visit } from './support/world';
import type { Page } from 'playwright-core';
import { appReady, PHONE } from './support/browser';
import { eventually } from '../support/waiting';
import { usd } from './support/amounts';
import { focusedField } from './support/focus';

jest.setTimeout(120_000);

let campaign: { _id: string; title: string; amountRaised: number };

const donationsTo = async (id: string) =>
  (await world.harambee.api(`/v1/donations/${id}`)).body.data.donations as {
    donorName: string;
    amount: number;
  }[];

const world = browserWorld({ seed: true });
beforeAll(async () => {
  const featured = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  campaign = featured.find((candidate: { daysRemaining: number }) => candidate.daysRemaining > 0);
});

async function fillDonation(page: Page, { amount, name }: { amount: string; name: string }) {
  await page.goto(`/donation/${campaign._id}`);
  await appReady(page);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(page);
  await page.getByRole('button', { name: amount, exact: true }).click();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(name);
  await page.getByLabel('Message of support (optional)').fill('Keep going!');
  await page.getByRole('button', { name: `Donate ${amount}` }).click();
  return page.getByRole('dialog');
}

async function fillCard(
  page: Page,
  card: { number: string; expiry?: string; cvv?: string; holder?: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number', { exact: true }).fill(card.number);
  await dialog.getByLabel('Expiry (MM/YY)').fill(card.expiry ?? '12/30');
  await dialog.getByLabel('CVV', { exact: true }).fill(card.cvv ?? '123');
  await dialog.getByLabel('Cardholder name').fill(card.holder ?? 'Test Backer');
  return dialog.getByRole('button', { name: /^Pay / });
}

it('when a backer pays by card in one tab, then the campaign page open in another tab shows the new total and backer live, and a double click donates once', async () => {
  const { context, page: watcher, errors } = await visit(world);
  await watcher.goto(`/campaign/${campaign._id}`);
  const raised = watcher.getByTestId('amount-raised').locator('strong');
  await raised.filter({ hasText: usd(campaign.amountRaised) }).waitFor();
  await watcher.waitForTimeout(1000);
  const before = (await donationsTo(campaign._id)).length;

  const donor = await context.newPage();
  await fillDonation(donor, { amount: '$25', name: 'Live Test Backer' });
  const pay = await fillCard(donor, { number: '4242 4242 4242 4242' });
  await pay.dblclick();
  await donor.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
  expect(await donor.getByRole('link', { name: 'Return to Campaign' }).getAttribute('href')).toBe(
    `/campaign/${campaign._id}`,
  );

  await raised.filter({ hasText: usd(campaign.amountRaised + 25) }).waitFor({ timeout: 20_000 });
  await watcher.getByTestId('backers').getByText('Live Test Backer').waitFor();
  const after = await eventually(
    () => donationsTo(campaign._id),
    (list) => list.length > before,
  );
  expect(after.filter((donation) => donation.donorName === 'Live Test Backer')).toHaveLength(1);
  expect(after).toHaveLength(before + 1);
  expect(errors).toEqual([]);

  await donor.getByRole('button', { name: 'Make Another Donation' }).click();
  await donor.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(donor);
  await context.close();
});

it('when the card number fails the checksum, then the spec message shows on the focused field and nothing is charged', async () => {
  const { context, page } = await visit(world);
  const before = (await donationsTo(campaign._id)).length;
  await fillDonation(page, { amount: '$10', name: 'Careless Typist' });
  await (await fillCard(page, { number: '4242 4242 4242 4241' })).click();
  await page.getByText('Please enter a valid card number.').waitFor();
  expect(await focusedField(page)).toEqual({
    id: 'card-number',
    invalid: 'true',
    description: 'Visa Please enter a valid card number.',
  });

  await (await fillCard(page, { number: '4242 4242 4242 4242', expiry: '01/20' })).click();
  await page.getByText('Please enter a valid expiration date (MM/YY).').waitFor();
  expect(await focusedField(page)).toEqual({
    id: 'card-expiry',
    invalid: 'true',
    description: 'Please enter a valid expiration date (MM/YY).',
  });
  expect(await donationsTo(campaign._id)).toHaveLength(before);
  await context.close();
});

it('when a backer types a card number, then the field takes 19 digits in groups and says it is secure without an emoji', async () => {
  const { context, page } = await visit(world);
  const dialog = await fillDonation(page, { amount: '$10', name: 'Long Card Backer' });
  const number = dialog.getByLabel('Card number', { exact: true });
  await number.pressSequentially('4'.repeat(21));
  expect(await number.inputValue()).toBe('4444 4444 4444 4444 444');
  expect(await number.getAttribute('maxlength')).toBe('23');
  await number.fill('');
  await number.pressSequentially('378282246310005');
  expect(await number.inputValue()).toBe('3782 822463 10005');
  expect(
    (await dialog.getByText('Your card details are sent securely').textContent())?.trim(),
  ).toBe('Your card details are sent securely and never stored by Harambee.');
  await context.close();
});

it('when the sandbox declines the card, then the decline message shows in the payment dialog and no donation is recorded', async () => {
  const { context, page } = await visit(world);
  const before = (await donationsTo(campaign._id)).length;
  await fillDonation(page, { amount: '$50', name: 'Declined Backer' });
  await (await fillCard(page, { number: '4000 0000 0000 0002' })).click();
  await page
    .getByRole('dialog')
    .getByRole('alert')
    .filter({ hasText: 'Payment declined! Please contact card issuer or use another card' })
    .waitFor();
  expect(await donationsTo(campaign._id)).toHaveLength(before);
  await context.close();
});

it('when the connection drops while the paid donation is being recorded, then it is sent again and recorded once', async () => {
  const { context, page } = await visit(world);
  const before = (await donationsTo(campaign._id)).length;
  let dropped = 0;
  await page.route('**/api/v1/donations', async (route) => {
    if (dropped++ < 2) return route.abort('connectionreset');
    return route.continue();
  });
  await fillDonation(page, { amount: '$10', name: 'Patchy Network Backer' });
  await (await fillCard(page, { number: '4242 4242 4242 4242' })).click();
  await page
    .getByRole('heading', { name: 'Thank you for your donation!' })
    .waitFor({ timeout: 20_000 });
  expect(dropped).toBe(3);
  const after = await eventually(
    () => donationsTo(campaign._id),
    (list) => list.length > before,
  );
  await page.waitForTimeout(500);
  expect(await donationsTo(campaign._id)).toHaveLength(before + 1);
  expect(after.filter((gift) => gift.donorName === 'Patchy Network Backer')).toHaveLength(1);
  await context.close();
});

it('when the donation form is sent empty, then the amount and name messages of the spec show', async () => {
  const { context, page } = await visit(world);
  await page.goto(`/donation/${campaign._id}`);
  await appReady(page);
  await page.getByRole('button', { name: 'Donate', exact: true }).click();
  await page.getByText('Please enter a valid donation amount.').waitFor();
  await page.getByText('Please enter your name or choose to remain anonymous.').waitFor();
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('donation-amount');
  await context.close();
});

it('when a backer pledges in bitcoin in the sandbox, then a clearly labelled simulated invoice with no address shows, and the pending thank-you', async () => {
  const { context, page } = await visit(world);
  await page.goto(`/donation/${campaign._id}`);
  await appReady(page);
  await page.getByLabel('Other amount in US dollars').fill('60');
  await page.getByLabel('Donate anonymously (your name will not be shown publicly)').check();
  await page.getByLabel('Cryptocurrency: simulated invoice (test mode)').check();
  await page.getByRole('button', { name: 'Donate $60' }).click();
  const invoice = page.getByRole('note').filter({ hasText: 'this invoice is simulated' });
  await invoice.getByText('0.00200000 BTC').waitFor();
  expect(await invoice.textContent()).toContain('send nothing');
  expect(await page.getByRole('dialog').textContent()).not.toMatch(/bc1q|network to:/);
  await page.getByRole('button', { name: 'Simulate the payment' }).click();
  await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
  await page.getByText(/is pending/).waitFor();
  await context.close();
});

it('when a backer uses the simpler form at /donate/{campaignId}, then the card donation is recorded with its name and message', async () => {
  const { context, page } = await visit(world);
  await page.goto(`/donate/${campaign._id}`);
  await page.getByRole('button', { name: '$100', exact: true }).click();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill('Simple Form Backer');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await (await fillCard(page, { number: '5555 5555 5555 4444' })).click();
  await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
  const donations = await eventually(
    () => donationsTo(campaign._id),
    (list) => list.some((donation) => donation.donorName === 'Simple Form Backer'),
  );
  expect(donations.find((donation) => donation.donorName === 'Simple Form Backer')?.amount).toBe(
    100,
  );
  await context.close();
});

it('when the cookie banner is due while the payment dialog is open, then it waits until the dialog closes', async () => {
  const { context, page } = await visit(world, { consented: false });
  await fillDonation(page, { amount: '$10', name: 'Busy Backer' });
  await page.getByRole('dialog', { name: /Complete your/ }).waitFor();
  await page.waitForTimeout(2500);
  expect(await page.getByRole('heading', { name: 'Only what the site needs' }).count()).toBe(0);
  await page
    .getByRole('dialog', { name: /Complete your/ })
    .getByRole('button', { name: 'Close' })
    .click();
  await page.getByRole('heading', { name: 'Only what the site needs' }).waitFor();
  await context.close();
});

it('when a donor on a phone is filling in the donate form, then the cookie notice waits until they leave it, and offers Essential only', async () => {
  const { context, page } = await visit(world, { viewport: PHONE, consented: false });
  await page.goto(`/donate/${campaign._id}`);
  await appReady(page);
  const name = page.getByRole('textbox', { name: 'Your name', exact: true });
  await name.pressSequentially('Wanjiru', { delay: 300 });
  await page.waitForTimeout(2500);
  await page.locator('h1').first().click();
  await page.waitForTimeout(1500);
  expect(await page.getByRole('heading', { name: 'Only what the site needs' }).count()).toBe(0);
  expect(await name.inputValue()).toBe('Wanjiru');
  await page.getByRole('link', { name: 'Harambee home' }).click();
  await page.getByRole('heading', { name: 'Only what the site needs' }).waitFor();
  await page.getByRole('button', { name: 'Essential only' }).click();
  await page
    .getByRole('heading', { name: 'Only what the site needs' })
    .waitFor({ state: 'hidden' });
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null')),
  ).toEqual({
    essential: true,
    analytics: false,
    functionality: false,
    targeting: false,
    social: false,
  });
  await context.close();
});

it('when a donor opens the donate page on a phone, then the campaign they support is titled across at least half its card', async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await page.goto(`/donate/${campaign._id}`);
  await appReady(page);
  const card = page.getByText("You're supporting").locator('xpath=../..');
  const title = card.getByRole('heading', { level: 2 });
  const [cardBox, titleBox] = [await card.boundingBox(), await title.boundingBox()];
  expect(titleBox!.width).toBeGreaterThanOrEqual(cardBox!.width / 2);
  await context.close();
});
