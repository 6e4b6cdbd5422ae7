import { browserWorld } from './support/world';
import { readFileSync } from 'node:fs';
import { message } from '@harambee/messages';
import { feeTerms } from '@harambee/rules';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations, violationsOnScreens } from './support/axe';
import { appReady, DESKTOP, newVisitor, pageErrors, PHONE } from './support/browser';
import { eventually } from '../support/waiting';

jest.setTimeout(120_000);

let featured: { _id: string; title: string }[];
let posts: { _id: string; title: string }[];

const world = browserWorld({ seed: true });
beforeAll(async () => {
  featured = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns;
  posts = (await world.harambee.api('/v1/blog/posts')).body.data.posts;
});

const cardTitle = (title: string) =>
  title.length > 40 ? `${title.slice(0, 40).trimEnd()}...` : title;

it('when a visitor opens the home page, then the featured campaigns from the API are shown as cards linking to their pages', async () => {
  expect(featured.length).toBeGreaterThan(0);
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  const errors = pageErrors(page);
  await page.goto('/');
  await appReady(page);
  const section = page.locator('#featured-campaigns');
  for (const campaign of featured) {
    const link = section.getByRole('link', { name: cardTitle(campaign.title), exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`/campaign/${campaign._id}`);
  }
  expect(await page.getByRole('heading', { name: 'Featured Stories' }).isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await context.close();
});

it('when a visitor opens an unknown address, then the 404 screen links home and to the campaign search', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await appReady(page);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  const main = page.locator('main');
  expect(await main.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  expect(await main.getByRole('link', { name: 'Browse Campaigns' }).getAttribute('href')).toBe(
    '/search-campaigns',
  );
  await context.close();
});

it('when the 404 screen shows, then it keeps its own spacing rather than the container padding', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await appReady(page);
  const screen = page.locator('section', {
    has: page.getByRole('heading', { name: 'Page Not Found' }),
  });
  await screen.waitFor();
  expect(await screen.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('80px');
  await context.close();
});

it('when a screen script fails to load, then the route error screen offers a reload, with its own spacing', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  await page.route(/\/static\/js\/faq\.[^/]*\.js$/, (route) => route.abort());
  // From a page that is the app (sign-in): an islands page's links open a new document.
  await page.goto('/login');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  const screen = page.locator('section', { has: page.getByRole('heading', { name: 'Oops!' }) });
  await screen.waitFor();
  expect(await screen.getByRole('alert').textContent()).toBe(
    'Part of the page failed to load. Please try again.',
  );
  expect(await screen.getByRole('button', { name: 'Reload page' }).isVisible()).toBe(true);
  expect(await screen.evaluate((element) => getComputedStyle(element).paddingTop)).toBe('80px');
  await context.close();
});

it('when a page is shorter than a tall desktop window, then the footer ends at the bottom of the window', async () => {
  const context = await newVisitor(world.browser, {
    baseURL: world.harambee.url,
    viewport: { width: 1280, height: 1600 },
  });
  const page = await context.newPage();
  await page.goto('/no/such/page');
  await appReady(page);
  await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
  const layout = await page.evaluate(() => ({
    footerBottom: document.querySelector('footer')?.getBoundingClientRect().bottom,
    window: window.innerHeight,
    page: document.documentElement.scrollHeight,
  }));
  expect(layout).toEqual({ footerBottom: 1600, window: 1600, page: 1600 });
  await context.close();
});

it("when a visitor moves between pages, then the document has one description: the current page's", async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  const descriptions = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('meta[name="description"]')].map((meta) =>
        meta.getAttribute('content'),
      ),
    );
  await page.goto('/');
  await appReady(page);
  await page.getByRole('heading', { name: 'Featured Campaigns' }).waitFor();
  expect(await descriptions()).toEqual([
    'Harambee: crowdfunding for African entrepreneurs. Launch a fundraiser for free; fees only if it is funded.',
  ]);

  await page
    .locator('#featured-campaigns')
    .getByRole('link', { name: cardTitle(featured[0]?.title ?? '') })
    .click();
  await page.getByRole('heading', { name: featured[0]?.title, exact: true }).waitFor();
  const [campaignDescription, ...others] = await descriptions();
  expect(others).toEqual([]);
  expect(campaignDescription).toMatch(/^\S/);
  expect(campaignDescription).not.toMatch(/^Harambee/);

  await page.goBack();
  await page.getByRole('heading', { name: 'Featured Campaigns' }).waitFor();
  expect(await descriptions()).toEqual([
    'Harambee: crowdfunding for African entrepreneurs. Launch a fundraiser for free; fees only if it is funded.',
  ]);
  await context.close();
});

it('when a visitor moves from a titled screen to one not yet titled, then the document bears the site’s title, not the last screen’s', async () => {
  const [post] = posts;
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**/api/v1/blog/posts/${post!._id}`, async (route) => {
    await answered;
    await route.continue();
  });
  // A page of the app the server rendered with its own title.
  const [campaign] = featured;
  await page.goto(`/donation/${campaign!._id}`);
  await appReady(page);
  expect(await page.title()).toBe(`Donate to ${campaign!.title} | Harambee`);

  // The post is titled once it has come: until then the app shows it loading, as between its screens.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/blog/${post!._id}`);
  await page.getByText('Loading story…').waitFor();
  await eventually(
    () => page.title(),
    (title) => title === 'Harambee | Help fundraise for business causes',
  );

  answer();
  await eventually(
    () => page.title(),
    (title) => title === `${post!.title} | Harambee`,
  );
  await context.close();
});

it('when a visitor follows a footer link to an About anchor, then the page scrolls to that section', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  await page.goto('/faq');
  await appReady(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Our Team' }).click();
  await page.waitForURL(/\/about#team$/);
  await page.waitForFunction(() => {
    const team = document.getElementById('team')?.getBoundingClientRect();
    return team !== undefined && team.top >= 0 && team.top < window.innerHeight / 2;
  });
  await context.close();
});

it('when a visitor opens FAQ answers, then only one answer is open at a time across categories', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  await page.goto('/faq');
  // The answers open once the app runs the page the server sent.
  await appReady(page);
  const first = page.getByRole('button', { name: 'How much does it cost?' });
  const second = page.getByRole('button', { name: 'What is the minimum investment?' });
  await first.click();
  expect(await first.getAttribute('aria-expanded')).toBe('true');
  // The answer's fees are the rules' own, the conversion fee among them.
  await page
    .getByText(message('en', 'faq.entrepreneurs.cost.answer', feeTerms('en')), { exact: true })
    .waitFor();
  await second.click();
  expect(await second.getAttribute('aria-expanded')).toBe('true');
  expect(await first.getAttribute('aria-expanded')).toBe('false');
  expect(await page.locator('[role=region]:not([hidden])').count()).toBe(1);
  await context.close();
});

it('when a visitor downloads the social share image, then it is a 2400x1260 PNG named Harambee-social-share.png', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  await page.goto('/ad-generator');
  await appReady(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Social Share Image' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Harambee-social-share.png');
  const png = readFileSync((await download.path()) ?? '');
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([2400, 1260]);
  await context.close();
});

it('when a visitor sends the About contact form, then the message reaches the admins and a success popup shows', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  await page.goto('/about#contact');
  await appReady(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByText('Please enter your name.').waitFor();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Investor');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@example.org');
  await page.getByRole('combobox', { name: 'I am a…' }).selectOption('investor');
  await page
    .getByRole('textbox', { name: 'Message', exact: true })
    .fill('I would like to back solar businesses in Kenya.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.getByRole('dialog', { name: 'Message Sent!' }).waitFor();
  const messages = (await world.harambee.api('/contact', { token: world.harambee.adminToken }))
    .body;
  expect(JSON.stringify(messages)).toContain('grace@example.org');
  await context.close();
});

describe('cookie consent', () => {
  const notice = (page: Page) => page.getByRole('region', { name: 'Only what the site needs' });

  it('when a new visitor opens the cookie preferences, then only the categories the site uses are offered, and the choice is stored and restored on the next visit without asking again', async () => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      consented: false,
    });
    const page = await context.newPage();
    await page.goto('/about');
    await appReady(page);
    await notice(page).waitFor();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.waitFor();
    expect(await dialog.getByRole('switch', { name: /Essential/ }).isDisabled()).toBe(true);
    // Nothing on the site measures, advertises or embeds social media: those are not asked for.
    expect(await dialog.getByRole('switch').count()).toBe(2);
    await dialog.getByRole('switch', { name: /Functionality/ }).check();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await notice(page).waitFor({ state: 'hidden' });

    const stored = await page.evaluate(() => ({
      preferences: JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null'),
      timestamp: Number(localStorage.getItem('cookieConsentTimestamp')),
    }));
    expect(stored.preferences).toEqual({
      essential: true,
      analytics: false,
      functionality: true,
      targeting: false,
      social: false,
    });
    expect(stored.timestamp).toBeGreaterThan(Date.now() - 60_000);

    await page.reload();
    await page.getByRole('heading', { name: 'About Harambee' }).waitFor();
    await page.waitForTimeout(2500);
    expect(await notice(page).count()).toBe(0);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();
    const reopened = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await reopened.waitFor();
    expect(await reopened.getByRole('switch', { name: /Functionality/ }).isChecked()).toBe(true);
    await context.close();
  });

  it('when the notice shows on a 375 px phone, then it is no modal: it keeps the focus where it was, covers a strip at the foot of the screen, and the page above it answers taps', async () => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      viewport: PHONE,
      consented: false,
    });
    const page = await context.newPage();
    await page.goto('/faq');
    await appReady(page);
    await notice(page).waitFor();
    const shown = await page.evaluate(() => {
      const box = document.querySelector('[data-testid="cookie-notice"]')!.getBoundingClientRect();
      return {
        modal: document.querySelector(':modal') !== null,
        focusInNotice: Boolean(document.activeElement?.closest('[data-testid="cookie-notice"]')),
        share: box.height / window.innerHeight,
        atFoot: Math.round(box.bottom) === window.innerHeight,
        inert: document.querySelector('[inert]') !== null,
      };
    });
    expect(shown).toEqual({
      modal: false,
      focusInNotice: false,
      share: expect.any(Number),
      atFoot: true,
      inert: false,
    });
    expect(shown.share).toBeLessThan(0.2);
    // The page behind is not covered: a tap above the notice reaches it.
    await page.getByRole('link', { name: 'Harambee home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await notice(page).getByRole('button', { name: 'Essential only' }).click();
    await notice(page).waitFor({ state: 'hidden' });
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

  it('when a visitor lets the site remember the language, then only functionality is stored as allowed, beside the essential', async () => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      consented: false,
    });
    const page = await context.newPage();
    await page.goto('/faq');
    await appReady(page);
    await page.getByRole('button', { name: 'Remember my language' }).click();
    await notice(page).waitFor({ state: 'hidden' });
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('cookiePreferences') ?? 'null')),
    ).toEqual({
      essential: true,
      analytics: false,
      functionality: true,
      targeting: false,
      social: false,
    });
    await context.close();
  });

  it('when a visitor reads the Cookie Policy in Swahili, then it speaks Swahili and its button opens the cookie preferences', async () => {
    const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
    const page = await context.newPage();
    await page.goto('/sw/cookie');
    await appReady(page);
    await page
      .getByText('Tunakumbuka chaguo lako kwa takriban siku 180, kisha tunakuuliza tena.')
      .waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Mipangilio ya vidakuzi' }).click();
    await page.getByRole('dialog', { name: 'Mipangilio ya vidakuzi' }).waitFor();
    await context.close();
  });

  it('when the stored consent is older than 180 days, then the banner asks again', async () => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      consented: false,
    });
    await context.addInitScript(() => {
      localStorage.setItem(
        'cookiePreferences',
        JSON.stringify({
          essential: true,
          analytics: true,
          functionality: true,
          targeting: true,
          social: true,
        }),
      );
      localStorage.setItem('cookieConsentTimestamp', String(Date.now() - 15_552_000_000 - 60_000));
    });
    const page = await context.newPage();
    await page.goto('/terms');
    await appReady(page);
    await notice(page).waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  const screens = () => [
    { name: 'home', path: '/', ready: 'Featured Campaigns' },
    { name: 'search', path: '/search-campaigns', ready: 'Find Campaigns' },
    { name: 'campaign', path: `/campaign/${featured[0]?._id}`, ready: featured[0]?.title ?? '' },
    { name: 'donation', path: `/donation/${featured[0]?._id}`, ready: 'Make a donation' },
    { name: 'about', path: '/about', ready: 'About Harambee' },
    { name: 'faq', path: '/faq', ready: 'Frequently Asked Questions' },
    { name: 'terms', path: '/terms', ready: 'Terms of Service' },
    { name: 'privacy', path: '/privacy', ready: 'Privacy Policy' },
    { name: 'cookie', path: '/cookie', ready: 'Cookie Policy' },
    { name: 'cookie in French', path: '/fr/cookie', ready: 'Politique relative aux cookies' },
    { name: 'blog', path: '/blog', ready: 'Impact Stories' },
    { name: 'blog post', path: `/blog/${posts[0]?._id}`, ready: posts[0]?.title ?? '' },
    { name: 'ad generator', path: '/ad-generator', ready: 'Promotional Banner' },
    { name: '404', path: '/no/such/page', ready: 'Page Not Found' },
  ];

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'when axe checks every public screen on a %s, then it finds no serious or critical violations',
    async (_, viewport) => {
      const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport });
      const page = await context.newPage();
      const found = await violationsOnScreens(page, screens(), appReady);
      expect(found).toEqual(Object.fromEntries(screens().map((screen) => [screen.name, []])));
      await context.close();
    },
  );

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'when axe checks the cookie banner, the preferences dialog and the payment dialog on a %s, then it finds no serious or critical violations',
    async (_, viewport) => {
      const context = await newVisitor(world.browser, {
        baseURL: world.harambee.url,
        viewport,
        consented: false,
      });
      const page = await context.newPage();
      const found: Record<string, string[]> = {};
      await page.goto('/about');
      await appReady(page);
      await page.getByRole('region', { name: 'Only what the site needs' }).waitFor();
      found.banner = describeViolations(await seriousViolations(page));
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Cookie Preferences' })
        .click();
      const preferences = page.getByRole('dialog', { name: 'Cookie Preferences' });
      await preferences.waitFor();
      found.preferences = describeViolations(await seriousViolations(page));
      await preferences.getByRole('button', { name: 'Save Preferences' }).click();
      await preferences.waitFor({ state: 'hidden' });

      await page.goto(`/donation/${featured[0]?._id}`);
      await appReady(page);
      await page.getByRole('button', { name: '$25', exact: true }).click();
      await page.getByLabel('Donate anonymously (your name will not be shown publicly)').check();
      await page.getByRole('button', { name: 'Donate $25' }).click();
      const payment = page.getByRole('dialog', { name: /Complete your/ });
      await payment.getByRole('button', { name: /^Pay / }).click();
      await payment.getByText('Please enter a valid card number.').waitFor();
      found.payment = describeViolations(await seriousViolations(page));
      expect(found).toEqual({ banner: [], preferences: [], payment: [] });
      await context.close();
    },
  );
});
