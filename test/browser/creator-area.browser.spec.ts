import { browserWorld, visit } from './support/world';
import { message } from '@harambee/messages';
import { WALLET_MESSAGES } from '@harambee/rules';
import type { BrowserContext } from 'playwright-core';
import { violationsOnScreens } from './support/axe';
import { newVisitor, pageErrors, PHONE, appReady } from './support/browser';
import { eventually } from '../support/waiting';
import { createApprovedCampaign } from './support/campaigns';
import {
  headerOverlapsByWidth,
  NO_OVERLAPS_AT_ANY_WIDTH,
  pagesScrollingSideways,
} from './support/layout';

jest.setTimeout(120_000);

let funded: string;
let edited: string;
const creator = { name: 'Baraka Otieno', email: 'baraka@creator.test', password: 'Secret123' };

const world = browserWorld();
beforeAll(async () => {
  funded = await createApprovedCampaign(world.harambee, {
    title: 'Kisumu fish market cold room',
    creator: creator.name,
    email: creator.email,
    country: 'Kenya',
  });
  edited = await createApprovedCampaign(world.harambee, {
    title: 'Boda boda repair shop',
    creator: creator.name,
    email: creator.email,
    country: 'Kenya',
    goal: 3000,
  });
});

/** A visitor already signed in as the creator (remembered session), as after the login page. */
async function signedIn(
  email: string,
  password: string,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const { body } = await world.harambee.api('/auth/login', {
    method: 'POST',
    json: { email, password },
  });
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport });
  await context.addInitScript(
    ({ token, user }) => {
      if (localStorage.getItem('authToken')) return;
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', user);
      localStorage.setItem('tokenExpiration', String(Date.now() + 86_400_000));
    },
    { token: body.data.token as string, user: JSON.stringify(body.data.user) },
  );
  return context;
}

/** A backer in their own browser gives through the donation page, paying by card. */
async function donateInBrowser(campaignId: string, amount: '$100', donorName: string) {
  const { context, page } = await visit(world);
  await page.goto(`/donation/${campaignId}`);
  await appReady(page);
  await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
  await appReady(page);
  await page.getByRole('button', { name: amount, exact: true }).click();
  await page.getByRole('textbox', { name: 'Your name', exact: true }).fill(donorName);
  await page.getByRole('button', { name: `Donate ${amount}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
  await dialog.getByLabel('CVV', { exact: true }).fill('123');
  await dialog.getByLabel('Cardholder name').fill(donorName);
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { name: 'Thank you for your donation!' }).waitFor();
  await context.close();
}

async function donate(campaignId: string, amount: number, donorName: string) {
  const card = {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
    cardholderName: donorName,
    amount,
    campaignId,
  };
  const payment = await world.harambee.api('/v1/payments/card', { method: 'POST', json: card });
  const donation = {
    amount,
    campaignId,
    paymentId: payment.body.data.paymentId,
    donorName,
    anonymous: false,
    message: 'Asante',
    paymentMethod: 'creditCard',
  };
  expect(
    (await world.harambee.api('/v1/donations', { method: 'POST', json: donation })).status,
  ).toBe(201);
}

it('when a backer donates in another browser while the creator looks at the dashboard, then it appears with the new total and the title and icon count it, without a reload', async () => {
  const context = await signedIn(creator.email, creator.password);
  const page = await context.newPage();
  const errors = pageErrors(page);
  const seen = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/notifications/seen'),
  );
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'Hello, Baraka!' }).waitFor();
  expect((await seen).status()).toBe(200);
  const sidebar = page.getByRole('complementary', { name: 'Account' });
  expect(await sidebar.locator('span[aria-hidden="true"]').first().textContent()).toBe('BO');
  expect(await sidebar.getByRole('link', { name: 'Withdrew' }).getAttribute('href')).toBe(
    '/wallet',
  );
  const stats = page.getByLabel('Your numbers').getByRole('definition');
  await page.getByText('Approved Campaigns (2)').waitFor();
  expect(await stats.allTextContents()).toEqual(['2', '0', '2', '$0.00', '0']);
  await page.getByText('No donations yet.').waitFor();
  const card = page.getByRole('article', { name: 'Kisumu fish market cold room' });
  expect(await card.getByRole('link', { name: /^Edit/ }).getAttribute('href')).toBe(
    `/campaign/${funded}/edit`,
  );
  expect(await card.getByRole('link', { name: /^Post Update/ }).getAttribute('href')).toBe(
    `/campaign/update/${funded}`,
  );
  expect(await card.getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(
    `/campaign/${funded}`,
  );
  await page.waitForTimeout(500);

  await donateInBrowser(funded, '$100', 'Grace Wambui');
  const donations = page.getByRole('region', { name: 'Recent Donations' });
  await donations.getByText('Grace Wambui').waitFor();
  await donations.getByText('$100').waitFor();
  await donations.getByText(/Kisumu fish market cold room/).waitFor();
  await stats.filter({ hasText: '$100.00' }).waitFor();
  await eventually(
    () => page.title(),
    (title) => title.startsWith('(1) Dashboard'),
  );
  expect(await page.locator('link[rel~="icon"]').getAttribute('href')).toMatch(
    /^data:image\/svg\+xml/,
  );
  expect(errors).toEqual([]);
  await context.close();
});

it('when the dashboard opens in a tab the creator is not looking at, then donations are marked seen only once the tab is shown', async () => {
  await donate(funded, 30, 'Unseen Backer');
  const context = await signedIn(creator.email, creator.password);
  await context.addInitScript(() => {
    const shown = () => (window as unknown as { tabShown?: boolean }).tabShown === true;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (shown() ? 'visible' : 'hidden'),
    });
    Object.defineProperty(Document.prototype, 'hidden', {
      configurable: true,
      get: () => !shown(),
    });
  });
  const page = await context.newPage();
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/notifications/seen')) seen.push(request.method());
  });
  await page.goto('/dashboard');
  await page.getByRole('region', { name: 'Recent Donations' }).getByText('Unseen Backer').waitFor();
  await eventually(
    () => page.title(),
    (title) => /^\(\d+\) Dashboard/.test(title),
  );
  await page.waitForTimeout(1000);
  expect(seen).toEqual([]);

  const marked = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/notifications/seen'),
  );
  await page.evaluate(() => {
    (window as unknown as { tabShown: boolean }).tabShown = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await marked).status()).toBe(200);
  await eventually(
    () => page.title(),
    (title) => title.startsWith('Dashboard'),
  );
  await context.close();
});

it('when an account without campaigns opens the dashboard, then it offers to create one', async () => {
  const { body } = await world.harambee.api('/auth/login', {
    method: 'POST',
    json: { email: 'admin@test.harambee.africa', password: 'AdminPass123' },
  });
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  await context.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('userData', user);
    },
    { token: body.data.token as string, user: JSON.stringify(body.data.user) },
  );
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.getByRole('heading', { name: 'You have no campaigns yet' }).waitFor();
  expect(
    await page
      .locator('main')
      .getByRole('link', { name: 'Create a Campaign' })
      .getAttribute('href'),
  ).toBe('/create-campaign');
  await context.close();
});

it('when the creator links a payout wallet, then a bad M-PESA number gets the spec message and a good one is linked and shown masked', async () => {
  const context = await signedIn(creator.email, creator.password, PHONE);
  const page = await context.newPage();
  await page.goto('/wallet');
  expect(await page.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe(
    '/dashboard',
  );
  await page.getByRole('button', { name: 'Link Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link Payout Account' });
  expect(await dialog.getByLabel('Country').inputValue()).toBe('Kenya');
  expect(await dialog.getByRole('option').allTextContents()).toContain('M-PESA');
  const submit = dialog.getByRole('button', { name: 'Link Account' });
  expect(await submit.isDisabled()).toBe(true);
  await dialog.getByLabel('Provider').selectOption('mpesa');
  await dialog.getByLabel('Account number or phone').fill('0812345678');
  await submit.click();
  await dialog.getByText('M-PESA number must be in format +254XXXXXXXXX or 07XXXXXXXX').waitFor();

  await dialog.getByLabel('Account number or phone').fill('0712345678');
  await submit.click();
  await dialog.getByText(message('en', WALLET_MESSAGES.password)).waitFor();
  await dialog.getByLabel('Your password').fill(creator.password);
  await submit.click();
  await page.getByText('Your payout account has been linked successfully.').waitFor();
  await page.getByText('******5678').waitFor();
  await page.getByRole('button', { name: 'Update Account' }).click();
  const update = page.getByRole('dialog', { name: 'Update Payout Account' });
  expect(await update.getByLabel('Country').inputValue()).toBe('Kenya');
  expect(await update.getByLabel('Provider').inputValue()).toBe('mpesa');
  await update.getByRole('button', { name: 'Cancel' }).click();
  await update.waitFor({ state: 'hidden' });
  const token = await world.harambee.login(creator.email, creator.password);
  const wallet = await eventually(
    () => world.harambee.api('/v1/users/wallet', { token }),
    (answer) => answer.body.data?.wallet?.isLinked === true,
  );
  expect(wallet.body.data.wallet).toEqual({
    isLinked: true,
    provider: 'mpesa',
    country: 'Kenya',
    accountNumber: '******5678',
  });

  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page
    .getByRole('dialog', { name: 'Withdrawal Policy' })
    .getByText('only after your campaign has reached its goal')
    .waitFor();
  await context.close();
});

it('when the payout account cannot be loaded, then the wallet says so rather than that linking failed', async () => {
  const context = await signedIn(creator.email, creator.password);
  const page = await context.newPage();
  await page.route('**/api/v1/users/wallet', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"error"}' }),
  );
  await page.goto('/wallet');
  await page.getByText('Failed to load your payout account. Please try again later.').waitFor();
  expect(await page.getByText('Failed to link wallet').count()).toBe(0);
  await page.unroute('**/api/v1/users/wallet');
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'Payout account' }).waitFor();
  await context.close();
});

it('when the creator edits a live campaign, then goal and end date stay read-only, the edit waits for review and the campaign stays public', async () => {
  const context = await signedIn(creator.email, creator.password);
  const page = await context.newPage();
  await page.goto(`/campaign/${edited}/edit`);
  await page.getByText('Your campaign stays live with its current text').waitFor();
  expect(await page.getByLabel('Goal amount').inputValue()).toBe('$3,000');
  expect(await page.getByLabel('Goal amount').getAttribute('readonly')).not.toBeNull();
  expect(await page.getByLabel('End date').getAttribute('readonly')).not.toBeNull();
  await page.getByLabel('Campaign title').fill('Boda boda repair and spares shop');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.waitForURL(/\/dashboard/);
  await page.getByText('Edit awaiting review').first().waitFor();
  const campaign = await world.harambee.api(`/v1/campaigns/${edited}`, {
    token: world.harambee.adminToken,
  });
  expect(campaign.body.data.campaign).toMatchObject({
    title: 'Boda boda repair shop',
    status: 'approved',
    pendingEdit: { title: 'Boda boda repair and spares shop' },
  });
  await context.close();
});

it('when the creator posts an update, then empty fields are refused and a complete one lands on the campaign page', async () => {
  const context = await signedIn(creator.email, creator.password);
  const page = await context.newPage();
  await page.goto(`/campaign/update/${funded}`);
  await page.getByText('Kisumu fish market cold room').waitFor();
  await page.getByRole('button', { name: 'Post Update' }).click();
  await page.getByText('Title is required').waitFor();
  await page.getByText('Content is required').waitFor();
  expect(await page.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
    `/campaign/${funded}`,
  );
  await page.getByLabel('Update title').fill('The cold room is ordered');
  await page.locator('#update-content').click();
  await page.keyboard.type('Thanks to you, the compressor arrives next week.');
  await page.getByRole('button', { name: 'Post Update' }).click();
  await page.waitForURL(new RegExp(`/campaign/${funded}$`));
  const updates = await world.harambee.api(`/v1/campaigns/${funded}/updates`);
  expect(updates.body.data.updates).toEqual([
    expect.objectContaining({
      title: 'The cold room is ordered',
      content: '<p>Thanks to you, the compressor arrives next week.</p>',
    }),
  ]);
  await context.close();
});

it('when the campaign to edit cannot be loaded, then the creator is told and sent to the dashboard', async () => {
  const context = await signedIn(creator.email, creator.password);
  const page = await context.newPage();
  await page.goto('/campaign/00000000-0000-4000-8000-000000000000/edit');
  await page.waitForURL(/\/dashboard$/);
  await page.getByText('Failed to load campaign data').waitFor();
  await context.close();
});

it.each([
  ['phone', PHONE],
  ['desktop', { width: 1280, height: 900 }],
])(
  'when axe checks the dashboard, wallet, edit and update screens on a %s, then it finds no serious or critical violations',
  async (_, viewport) => {
    const context = await signedIn(creator.email, creator.password, viewport);
    const page = await context.newPage();
    const screens = [
      { name: 'dashboard', path: '/dashboard', ready: 'Recent Donations' },
      { name: 'wallet', path: '/wallet', ready: 'Payout account' },
      { name: 'edit', path: `/campaign/${funded}/edit`, ready: 'Edit Campaign' },
      { name: 'update', path: `/campaign/update/${funded}`, ready: 'Post an Update' },
    ];
    const found = await violationsOnScreens(page, screens);
    expect(found).toEqual({ dashboard: [], wallet: [], edit: [], update: [] });
    await context.close();
  },
);

describe('on a phone', () => {
  it('when a signed-in creator is anywhere from 320 to 767 px wide, then nothing in the header overlaps, the wordmark included', async () => {
    const context = await signedIn(creator.email, creator.password, PHONE);
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().waitFor();
    expect(await headerOverlapsByWidth(page)).toEqual(NO_OVERLAPS_AT_ANY_WIDTH);
    await context.close();
  });

  it('when the creator pages are 375 px wide, then none of them scrolls sideways, a long email address included', async () => {
    const visitor = await (
      await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE })
    ).newPage();
    const heading = (name: string) => (page: typeof visitor) =>
      page.getByRole('heading', { name, exact: true }).first().waitFor();
    const signedOut = await pagesScrollingSideways(visitor, [
      { path: '/login', ready: heading('Welcome back') },
      { path: '/forgot-password', ready: heading('Forgot your password?') },
      { path: '/create-campaign', ready: heading('Step 1: Campaign details') },
      { path: '/create-campaign?step=2', ready: heading('Step 2: Your information') },
    ]);

    const longEmail = `${'wanjiru.kamau.coffee.roastery.nyeri'.repeat(2)}@example-cooperative.test`;
    await visitor.goto('/create-campaign');
    await visitor.getByLabel('Campaign title').fill('Nyeri roastery');
    await visitor.locator('#story').click();
    await visitor.keyboard.type('Roasting coffee from smallholder farms.');
    await visitor.getByLabel('Goal amount (USD)').fill('2500');
    await visitor.getByLabel('Category').selectOption('expansion');
    await visitor
      .getByLabel('End date')
      .fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await visitor.setInputFiles('#image', {
      name: 'roastery.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await visitor.getByRole('button', { name: 'Next: Your information' }).click();
    await visitor.getByLabel('Full name').fill('Wanjiru Kamau');
    await visitor.getByLabel('Email address').fill(longEmail);
    await visitor.getByLabel('Phone number').fill('+254712345678');
    await visitor.getByLabel('Country').selectOption('Kenya');
    await visitor.locator('#password').fill('Roast2026!');
    await visitor.locator('#confirmPassword').fill('Roast2026!');
    await visitor.getByRole('button', { name: 'Verify Email & Continue' }).click();
    await visitor.getByRole('heading', { name: 'Verify your email address' }).waitFor();
    await visitor.getByRole('button', { name: "I've Verified My Email" }).click();
    await visitor.getByText('Your email address is not verified yet.').waitFor();
    const panel = await visitor.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    await visitor.context().close();

    const context = await signedIn(creator.email, creator.password, PHONE);
    const page = await context.newPage();
    const signedInPages = await pagesScrollingSideways(page, [
      { path: '/dashboard', ready: heading('Recent Donations') },
      { path: '/wallet', ready: heading('Payout account') },
      { path: `/campaign/${funded}/edit`, ready: heading('Edit Campaign') },
      { path: `/campaign/update/${funded}`, ready: heading('Post an Update') },
    ]);
    expect({ signedOut, panel, signedInPages }).toEqual({
      signedOut: [],
      panel: 0,
      signedInPages: [],
    });
    await context.close();
  });
});
