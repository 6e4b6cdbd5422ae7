import { browserWorld } from './support/world';
import type { Page } from 'playwright-core';
import { violationsOnScreens } from './support/axe';
import { DESKTOP, newVisitor, pageErrors, PHONE } from './support/browser';
import { eventually } from '../support/waiting';

jest.setTimeout(120_000);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const world = browserWorld();

async function fillCampaignDetails(page: Page, title: string) {
  await page.getByLabel('Campaign title').fill(title);
  await page.locator('#story').click();
  await page.keyboard.type(
    'We roast coffee from smallholder farms in Nyeri and sell it in Nairobi.',
  );
  await page.getByLabel('Goal amount (USD)').fill('2500');
  await page.getByLabel('Category').selectOption('expansion');
  await page.getByLabel('End date').fill(inDays(10));
  await page.setInputFiles('#image', { name: 'roastery.png', mimeType: 'image/png', buffer: PNG });
}

async function fillCreator(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Wanjiru Kamau');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Phone number').fill('+254712345678');
  await page.getByLabel('Country').selectOption('Kenya');
}

async function fillPasswords(page: Page, password: string, confirmation = password) {
  await page.locator('#password').fill(password);
  await page.locator('#confirmPassword').fill(confirmation);
}

it('when a visitor starts from the home page, verifies by mail and confirms, then the campaign is created, a token stored and the success page shown', async () => {
  const email = 'wanjiru@journey.test';
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Start Your Fundraiser' }).first().click();
  await page.getByRole('heading', { name: 'Step 1: Campaign details' }).waitFor();
  await page.getByText('0% complete').waitFor();

  await fillCampaignDetails(page, 'Nyeri coffee roastery');
  const preview = page.getByRole('region', { name: 'Live preview' });
  await preview.getByRole('heading', { name: 'Nyeri coffee roastery' }).waitFor();
  await preview.getByText('$2,500').waitFor();
  await page.getByText('50% complete').waitFor();
  await page.getByRole('button', { name: 'Next: Your information' }).click();
  await page.waitForURL(/\/create-campaign\?step=2$/);

  await fillCreator(page, email);
  await page.reload();
  await page.getByRole('heading', { name: 'Step 2: Your information' }).waitFor();
  expect(await page.getByLabel('Full name').inputValue()).toBe('Wanjiru Kamau');
  expect(await page.getByLabel('Country').inputValue()).toBe('Kenya');
  await preview.getByRole('img', { name: 'Campaign image preview' }).waitFor();
  await fillPasswords(page, 'Roast2026!');
  await page.getByText('100% complete').waitFor();
  await page.getByRole('button', { name: 'Verify Email & Continue' }).click();
  await page.getByRole('heading', { name: 'Verify your email address' }).first().waitFor();

  await page.getByRole('button', { name: "I've Verified My Email" }).click();
  await page
    .getByText(
      `Your email address is not verified yet. Please click the link we sent to ${email}, then try again.`,
    )
    .waitFor();

  const mail = await world.harambee.smtp.waitForMail(email);
  const landing = await context.newPage();
  await landing.goto(world.harambee.smtp.linkIn(mail));
  await landing.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
  expect(await landing.getByText("click the I've Verified My Email button").count()).toBe(1);

  await page.bringToFront();
  await page.getByRole('button', { name: "I've Verified My Email" }).click();
  await page.getByText('Campaign created successfully!').first().waitFor();
  await page.waitForURL(/\/campaign-success$/, { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Campaign Created Successfully!' }).waitFor();
  const main = page.locator('main');
  expect(await main.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe(
    '/dashboard',
  );
  expect(await main.getByRole('link', { name: 'Go to Login' }).count()).toBe(0);
  expect(await main.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');

  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('authToken'),
    draft: sessionStorage.getItem('createCampaignDraft'),
  }));
  expect(stored.draft).toBeNull();
  const dashboard = await eventually(
    () => world.harambee.api('/v1/dashboard', { token: stored.token ?? '' }),
    (answer) => answer.body.data?.stats?.totalCampaigns === 1,
  );
  expect(dashboard.body.data.stats).toMatchObject({ totalCampaigns: 1, pending: 1, approved: 0 });
  expect(errors).toEqual([]);
  await context.close();
});

async function startOnePage(email: string, title: string) {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/create-campaign');
  await fillCampaignDetails(page, title);
  await page.getByRole('button', { name: 'Next: Your information' }).click();
  await fillCreator(page, email);
  await fillPasswords(page, 'Roast2026!');
  await page.getByRole('button', { name: 'Verify Email & Continue' }).click();
  await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
  return { context, page };
}

async function continueFromMail(page: Page, email: string) {
  await page.goto(world.harambee.smtp.linkIn(await world.harambee.smtp.waitForMail(email)));
  await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
  await page.getByRole('button', { name: 'Continue creating my campaign' }).click();
  await page.waitForURL(/\/create-campaign\?step=2$/);
  await page
    .getByText('Your email address is verified and your campaign details are back.')
    .waitFor();
}

describe('continuing from the mailed link', () => {
  it('when the link is opened in another browser, then the details come back, only the image and password are asked again, and the campaign is created', async () => {
    const email = 'njeri@other-device.test';
    const first = await startOnePage(email, 'Othaya tea nursery');
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      viewport: PHONE,
    });
    const page = await context.newPage();
    const errors = pageErrors(page);
    await continueFromMail(page, email);
    await first.page.getByRole('button', { name: "I've Verified My Email" }).click();
    await first.page
      .getByText('Your email address was verified in another browser or on another device.', {
        exact: false,
      })
      .waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Wanjiru Kamau');
    expect(await page.getByLabel('Email address').inputValue()).toBe(email);
    expect(await page.getByLabel('Phone number').inputValue()).toBe('+254712345678');
    expect(await page.getByLabel('Country').inputValue()).toBe('Kenya');
    await page
      .getByRole('region', { name: 'Live preview' })
      .getByRole('heading', { name: 'Othaya tea nursery' })
      .waitFor();

    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await page.getByText('Campaign image is required', { exact: true }).waitFor();
    await page.getByText('Password is required', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('image');
    await page.setInputFiles('#image', { name: 'nursery.png', mimeType: 'image/png', buffer: PNG });
    await fillPasswords(page, 'Tea2026!pass');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await page.waitForURL(/\/campaign-success$/, { timeout: 10_000 });
    await page.getByRole('heading', { name: 'Campaign Created Successfully!' }).waitFor();

    const pending = await eventually(
      () =>
        world.harambee.api('/v1/campaigns/status/pending', { token: world.harambee.adminToken }),
      (answer) => JSON.stringify(answer.body).includes('Othaya tea nursery'),
    );
    const campaign = (pending.body.data.campaigns as { title: string }[]).find(
      (found) => found.title === 'Othaya tea nursery',
    );
    expect(campaign).toMatchObject({
      goalAmount: 2500,
      category: 'expansion',
      endDate: expect.stringContaining(inDays(10)),
    });
    expect(await world.harambee.login(email, 'Tea2026!pass')).toMatch(/^ey/);
    expect(errors).toEqual([]);
    await context.close();
    await first.context.close();
  });

  it('when the link is opened in another tab of the same browser, then the image comes back too', async () => {
    const email = 'kamau@same-browser.test';
    const { context, page } = await startOnePage(email, 'Karatina avocado drying');
    const tab = await context.newPage();
    await continueFromMail(tab, email);
    await tab.getByText('roastery.png').waitFor();
    await fillPasswords(tab, 'Avo2026!pass');
    await tab.getByRole('button', { name: 'Create Campaign' }).click();
    await tab.waitForURL(/\/campaign-success$/, { timeout: 10_000 });
    await eventually(
      () =>
        world.harambee.api('/v1/campaigns/status/pending', { token: world.harambee.adminToken }),
      (answer) => JSON.stringify(answer.body).includes('Karatina avocado drying'),
    );
    expect(page.url()).toMatch(/\/create-campaign\?step=2$/);
    await context.close();
  });
});

it('when a creator submits empty or wrong fields, then each field shows the spec message and nothing is sent', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  const mailsBefore = world.harambee.smtp.received.length;
  await page.goto('/create-campaign');
  await page.getByRole('button', { name: 'Next: Your information' }).click();
  for (const message of [
    'Title is required',
    'Story is required',
    'Goal amount is required',
    'Please select a category',
    'End date is required',
    'Campaign image is required',
  ]) {
    await page.getByText(message, { exact: true }).waitFor();
  }
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('title');

  await page.getByLabel('Goal amount (USD)').fill('50');
  await page.getByLabel('End date').fill(inDays(25));
  await page.setInputFiles('#image', {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await page.getByRole('button', { name: 'Next: Your information' }).click();
  await page.getByText('Goal amount must be at least $100').waitFor();
  await page.getByText('Campaign duration must be between 1 and 20 days').waitFor();
  await page.getByText('Campaign image must be a JPEG, PNG or GIF file').waitFor();
  await page.getByLabel('Goal amount (USD)').fill('150');
  await page.getByRole('button', { name: 'Next: Your information' }).click();
  await page.getByText('Goal amount must be in steps of $100').waitFor();

  await page.goto('/create-campaign?step=2');
  await page.getByRole('heading', { name: 'Step 2: Your information' }).waitFor();
  await page.getByLabel('Email address').fill('not-an-email');
  await fillPasswords(page, 'short', 'other');
  await page.getByRole('button', { name: 'Verify Email & Continue' }).click();
  await page.getByRole('heading', { name: 'Step 1: Campaign details' }).waitFor();
  await page.getByText('Title is required').waitFor();

  await fillCampaignDetails(page, 'Valid title');
  await page.getByRole('button', { name: 'Next: Your information' }).click();
  await page.getByRole('button', { name: 'Verify Email & Continue' }).click();
  for (const message of [
    'Name is required',
    'Please enter a valid email address',
    'Phone number is required',
    'Country is required',
    'Password must be at least 8 characters',
    'Passwords do not match',
  ]) {
    await page.getByText(message, { exact: true }).waitFor();
  }
  await fillPasswords(page, '', '');
  await page.getByRole('button', { name: 'Verify Email & Continue' }).click();
  await page.getByText('Password is required', { exact: true }).waitFor();
  await page.getByText('Please confirm your password', { exact: true }).waitFor();
  expect(world.harambee.smtp.received).toHaveLength(mailsBefore);
  await context.close();
});

describe('verification landing', () => {
  it.each(['/verify-email', '/auth/verify-email'])(
    'when %s is opened with a bad link, then it says Verification Failed with the reasons and the way back',
    async (path) => {
      const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
      const page = await context.newPage();
      await page.goto(
        `${path}?token=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.forged-secret&email=nobody@x.test`,
      );
      await page.getByRole('heading', { name: 'Verification Failed' }).waitFor();
      for (const reason of ['has expired', 'has already been used', 'is invalid'])
        await page.getByText(reason).first().waitFor();
      const main = page.locator('main');
      expect(await main.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(
        '/create-campaign',
      );
      expect(await main.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');

      await page.goto(path);
      await page.getByText('Invalid verification link. Missing token or email.').waitFor();
      await context.close();
    },
  );

  it('when /auth/verify-email is opened with a good link, then it confirms the address and says Email Verified Successfully!', async () => {
    const email = 'achieng@landing.test';
    const requested = await world.harambee.api('/auth/request-verification', {
      method: 'POST',
      json: { email, name: 'Achieng Odhiambo', formData: { title: 'Kisumu tailoring' } },
    });
    expect(
      (
        await world.harambee.api(
          `/auth/verify-token?${new URLSearchParams({ token: requested.body.data.token, email })}`,
        )
      ).body.data.verified,
    ).toBe(false);
    const mailed = new URL(
      world.harambee.smtp.linkIn(await world.harambee.smtp.waitForMail(email)),
    );
    const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
    const page = await context.newPage();
    await page.goto(`/auth/verify-email${mailed.search}`);
    await page.getByRole('heading', { name: 'Email Verified Successfully!' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Verification Failed' }).count()).toBe(0);
    expect(
      (
        await world.harambee.api(
          `/auth/verify-token?${new URLSearchParams({ token: requested.body.data.token, email })}`,
        )
      ).body.data.verified,
    ).toBe(true);
    await context.close();
  });
});

it.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])(
  'when axe checks login, forgot password, both creation steps and the success page on a %s, then it finds no serious or critical violations',
  async (_, viewport) => {
    const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport });
    const page = await context.newPage();
    const screens = [
      { name: 'login', path: '/login?session=expired', ready: 'Welcome back' },
      { name: 'forgot', path: '/forgot-password', ready: 'Forgot your password?' },
      { name: 'step1', path: '/create-campaign', ready: 'Step 1: Campaign details' },
      { name: 'step2', path: '/create-campaign?step=2', ready: 'Step 2: Your information' },
      { name: 'success', path: '/campaign-success', ready: 'Campaign Created Successfully!' },
    ];
    const found = await violationsOnScreens(page, screens);
    expect(found).toEqual({ login: [], forgot: [], step1: [], step2: [], success: [] });
    await context.close();
  },
);

it('when the home page loads, then none of its scripts carry the rich-text editor, which only the creation form fetches', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  // Bodies are fetched again by URL: a response's own body is gone once the page navigates away from it.
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.add(response.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const carriesEditor = async () =>
    (
      await Promise.all(
        [...scripts].map(async (url) =>
          (await (await context.request.get(url)).text()).includes('ProseMirror') ? url : '',
        ),
      )
    ).filter(Boolean);
  expect(await carriesEditor()).toEqual([]);

  await page.getByRole('link', { name: 'Start Your Fundraiser' }).first().click();
  await page.locator('#story[contenteditable="true"]').waitFor();
  expect((await carriesEditor()).length).toBeGreaterThan(0);
  await context.close();
});

it('when a creator on a phone corrects a field, then its tip shows right under it, in the page’s flow, never over a field', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/create-campaign');
  await page.getByRole('button', { name: 'Next: Your information' }).click();
  const goal = page.getByLabel('Goal amount (USD)');
  await goal.focus();
  const tip = page
    .getByText('Ask for what you need, between $100 and $50,000')
    .filter({ visible: true });
  await tip.waitFor();
  const [field, tipBox, category] = [
    await goal.boundingBox(),
    await tip.boundingBox(),
    await page.getByLabel('Category').boundingBox(),
  ];
  expect(tipBox!.y).toBeGreaterThanOrEqual(field!.y + field!.height);
  expect(tipBox!.y + tipBox!.height).toBeLessThanOrEqual(category!.y);
  expect(
    await tip.evaluate((element) => getComputedStyle(element.closest('section')!).position),
  ).toBe('static');
  await context.close();
});
