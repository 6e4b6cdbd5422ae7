import { message } from '@harambee/messages';
import { browserWorld, visit } from './support/world';
import { SIGN_IN_MESSAGES } from '@harambee/rules';
import type { BrowserContext, Page } from 'playwright-core';
import { TEST_ADMIN } from '../support/harambee-server';
import { newVisitor, PHONE } from './support/browser';
import { eventually } from '../support/waiting';
import { createApprovedCampaign } from './support/campaigns';

jest.setTimeout(120_000);

const creator = { email: 'halima@auth.test', password: 'Secret123' };

const world = browserWorld();
beforeAll(async () => {
  await createApprovedCampaign(world.harambee, {
    title: 'Halima tailoring',
    creator: 'Halima Yusuf',
    email: creator.email,
    country: 'Kenya',
  });
});

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('authToken'),
    session: sessionStorage.getItem('authToken'),
    expiration: localStorage.getItem('tokenExpiration'),
  }));

/** The newest link of that kind mailed to that address, once it has arrived. */
const mailedLink = (to: string, kind: RegExp) =>
  eventually(
    async () =>
      world.harambee.smtp.received
        .filter((mail) => mail.to.includes(to))
        .map((mail) => world.harambee.smtp.linkIn(mail))
        .reverse()
        .find((link) => kind.test(link)),
    (link): link is string => Boolean(link),
  ) as Promise<string>;

async function signIn(context: BrowserContext, email: string, password: string, remember = true) {
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.locator('#login-password').fill(password);
  if (!remember) await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

it('when a creator signs in with remember me ticked (the default), then the token goes to local storage for 30 days and the dashboard opens', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await signIn(context, creator.email, creator.password);
  await page.waitForURL(/\/dashboard$/);
  await page.getByText('Login successful!').waitFor();
  const tokens = await storedTokens(page);
  expect(tokens.local).toMatch(/^ey/);
  expect(tokens.session).toBeNull();
  expect(Number(tokens.expiration) - Date.now()).toBeGreaterThan(29 * 86_400_000);

  await page.goto('/login');
  await page.waitForURL(/\/dashboard$/);
  await context.close();
});

it('when a creator signs in without remember me, then the token lives in session storage only', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await signIn(context, creator.email, creator.password, false);
  await page.waitForURL(/\/dashboard$/);
  const tokens = await storedTokens(page);
  expect(tokens.session).toMatch(/^ey/);
  expect(tokens.local).toBeNull();
  await context.close();
});

it('when an admin signs in, then the admin panel opens', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await signIn(context, TEST_ADMIN.email, TEST_ADMIN.password);
  await page.waitForURL(/\/admin$/);
  await context.close();
});

it("when fields are empty or the password is wrong on a phone, then the form says so in the page's language and stays", async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Please fill in all fields').waitFor();
  await page.getByLabel('Email address').fill(creator.email);
  await page.locator('#login-password').fill('wrong-password');
  await page.getByRole('button', { name: 'Show password' }).click();
  expect(await page.locator('#login-password').getAttribute('type')).toBe('text');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText('Invalid email or password').waitFor();
  expect(page.url()).toMatch(/\/login$/);
  expect((await storedTokens(page)).local).toBeNull();
  await page.goto('/fr/login');
  await page.getByLabel('Adresse e-mail').fill(creator.email);
  await page.locator('#login-password').fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByText('E-mail ou mot de passe incorrect').waitFor();
  await context.close();
});

it('when a visitor without a token opens a creator page, then the login page opens', async () => {
  const { context, page } = await visit(world);
  for (const path of ['/dashboard', '/wallet']) {
    await page.goto(path);
    await page.waitForURL(/\/login$/);
  }
  await context.close();
});

it('when the stored token is refused by the server, then the session is cleared and the login page explains it expired', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem(
      'authToken',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJub2JvZHkiLCJyb2xlIjoiY3JlYXRvciJ9.forged',
    );
    localStorage.setItem(
      'userData',
      JSON.stringify({ _id: 'nobody', name: 'No Body', role: 'creator' }),
    );
  });
  const page = await context.newPage();
  await page.goto('/dashboard');
  await page.waitForURL(/\/login\?session=expired$/);
  await page.getByText('Your session has expired. Please log in again to continue.').waitFor();
  await page.getByText('Your session has expired. Please log in again.', { exact: true }).waitFor();
  expect((await storedTokens(page)).local).toBeNull();
  await context.close();
});

describe('password reset', () => {
  const newPassword = 'Fresh2026Pass';

  it('when a creator follows the mailed reset link, then a new password that meets the rules logs them in, and the link cannot be used again', async () => {
    const { context, page } = await visit(world);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Please enter your email address').waitFor();
    await page.getByLabel('Email address').fill(creator.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page
      .getByText('If an account exists for that address, a password reset link will be sent.')
      .waitFor();

    const link = await mailedLink(creator.email, /\/reset-password\//);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.locator('#reset-password').fill('alllowercase1');
    await page.locator('#reset-confirm').fill('alllowercase1');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByText(
        'Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number.',
      )
      .waitFor();
    await page.locator('#reset-password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.locator('#reset-confirm').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect((await storedTokens(page)).local).toMatch(/^ey/);

    expect(
      (
        await world.harambee.api('/auth/login', {
          method: 'POST',
          json: { email: creator.email, password: creator.password },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await world.harambee.api('/auth/login', {
          method: 'POST',
          json: { email: creator.email, password: newPassword },
        })
      ).status,
    ).toBe(200);

    const { context: again, page: reused } = await visit(world);
    await reused.goto(link);
    await reused.getByRole('heading', { name: 'Invalid Reset Link' }).waitFor();
    expect(
      await reused
        .locator('main')
        .getByRole('link', { name: 'Request a new link' })
        .getAttribute('href'),
    ).toBe('/forgot-password');
    await again.close();
    await context.close();
    creator.password = newPassword;
  });

  it("when a French creator's open reset link is used up in another tab, then sending the form shows the invalid-link page in French", async () => {
    const seen = world.harambee.smtp.received.length;
    await world.harambee.api('/auth/forgot-password', {
      method: 'POST',
      json: { email: creator.email },
    });
    await eventually(
      async () => world.harambee.smtp.received.length,
      (count) => count > seen,
    );
    const link = new URL(await mailedLink(creator.email, /\/reset-password\//));
    const { context, page } = await visit(world);
    await page.goto(`/fr${link.pathname}`);
    await page.getByRole('heading', { name: message('fr', 'auth.reset.title') }).waitFor();

    const usedElsewhere = 'Other2026Pass';
    expect(
      (
        await world.harambee.api(`/auth${link.pathname}`, {
          method: 'POST',
          json: { password: usedElsewhere },
        })
      ).status,
    ).toBe(200);
    creator.password = usedElsewhere;

    await page.locator('#reset-password').fill('Late2026Pass');
    await page.locator('#reset-confirm').fill('Late2026Pass');
    await page.getByRole('button', { name: message('fr', 'auth.reset.submit') }).click();
    await page.getByRole('heading', { name: message('fr', 'auth.invalidLink.title') }).waitFor();
    await context.close();
  });
});

describe('one-time sign-in link', () => {
  it('when wrong passwords slow an account down, then its owner signs in from the mailed link, once', async () => {
    const owner = { email: 'amani@auth.test', password: 'Secret123' };
    await createApprovedCampaign(world.harambee, {
      title: 'Amani bakery',
      creator: 'Amani Njoroge',
      email: owner.email,
      country: 'Kenya',
    });
    for (let i = 0; i < 5; i++)
      await world.harambee.api('/auth/login', {
        method: 'POST',
        json: { email: owner.email, password: `Wrong${i}` },
      });
    const link = await mailedLink(owner.email, /\/sign-in-link#/);

    const { context, page } = await visit(world);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Sign in with your link' }).waitFor();
    await page.getByRole('button', { name: 'Sign me in' }).click();
    await page.waitForURL(/\/dashboard$/);
    expect((await storedTokens(page)).session).toMatch(/^ey/);

    const { context: again, page: reused } = await visit(world);
    await reused.goto(link);
    await reused.getByRole('button', { name: 'Sign me in' }).click();
    await reused.getByText(SIGN_IN_MESSAGES.linkInvalid).waitFor();
    expect(reused.url()).toMatch(/\/sign-in-link#/);
    await Promise.all([context.close(), again.close()]);
  });
});
