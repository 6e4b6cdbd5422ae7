import { browserWorld } from './support/world';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB_DIST } from '@harambee/server';
import { appReady, DESKTOP, newVisitor, PHONE } from './support/browser';
import { adminSession, openSignedIn } from './support/admin';
import { complaints, keepServerElement, stillServerElement } from './support/hydration';

jest.setTimeout(180_000);

type Listed = { _id: string; title: string; amountRaised: number; daysRemaining: number };

let campaign: Listed;
let postId: string;

const world = browserWorld({ seed: true });
beforeAll(async () => {
  const featured: Listed[] = (await world.harambee.api('/v1/campaigns/featured')).body.data
    .campaigns;
  campaign = featured.find((candidate) => candidate.daysRemaining > 0)!;
  postId = (await world.harambee.api('/v1/blog/posts')).body.data.posts[0]._id;
});

const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('on a %s', (_, viewport) => {
  it.each([
    ['the home page', () => '/', () => '/sw/'],
    ['a campaign', () => `/campaign/${campaign._id}`, () => `/sw/campaign/${campaign._id}`],
    ['the search', () => '/search-campaigns?country=Kenya', () => '/sw/search-campaigns'],
    ['About', () => '/about', () => '/sw/about'],
    ['the FAQ', () => '/faq', () => '/sw/faq'],
    ['the terms', () => '/terms', () => '/sw/terms'],
    ['the blog', () => '/blog', () => '/sw/blog'],
    ['a blog post', () => `/blog/${postId}`, () => `/sw/blog/${postId}`],
    ['the public ledger', () => '/ledger', () => '/sw/ledger'],
    [
      'a campaign’s ledger',
      () => `/campaign/${campaign._id}/ledger`,
      () => `/sw/campaign/${campaign._id}/ledger`,
    ],
  ])(
    'when %s opens with JavaScript on, then its islands alone hydrate the server’s page, without an error or warning',
    async (_page, path, inSwahili) => {
      const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport });
      const page = await context.newPage();
      const found = complaints(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await keepServerElement(page, '#root main');
      const html = (await (await page.goto(path()))!.text()) ?? '';
      await appReady(page);

      expect(html).toContain('<script type="application/json" id="island-texts">');
      expect(html).not.toContain('id="server-state"');
      expect(scripts.filter((path) => !path.startsWith('/static/islands/'))).toEqual([]);
      expect(await stillServerElement(page, '#root main')).toBe(true);
      expect(found).toEqual([]);
      // The switcher's island is live: the choice is remembered for the next visit to `/`.
      await page.getByRole('banner').getByText('Language EN', { exact: true }).click();
      await page.getByRole('banner').getByRole('link', { name: 'Kiswahili' }).click();
      await page.waitForURL((url) => url.pathname === inSwahili());
      expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('sw');
      await context.close();
    },
  );

  it.each([['a donate page', () => `/donation/${campaign._id}`, 'Make a donation']])(
    'when %s opens with JavaScript on, then the app hydrates the server’s page without an error or warning',
    async (_page, path, text) => {
      const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport });
      const page = await context.newPage();
      const found = complaints(page);
      await keepServerElement(page, '#root main');
      const response = await page.goto(path());
      const html = (await response!.text()) ?? '';
      await appReady(page);
      await page.getByText(text).first().waitFor();
      // What switches after hydration (the browser's width and clock) has switched.
      await page.waitForLoadState('networkidle');

      expect(html).toContain('<script type="application/json" id="server-state">');
      expect(html).not.toContain('boot-screen" role="status"');
      expect(await stillServerElement(page, '#root main')).toBe(true);
      expect(found).toEqual([]);
      await context.close();
    },
  );
});

it('when a signed-in person opens a campaign, then once its islands are live the header is theirs, not a visitor’s, without an error or warning', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE });
  const page = await context.newPage();
  const found = complaints(page);
  await openSignedIn(page, await adminSession(world.harambee), `/campaign/${campaign._id}`);
  await appReady(page);
  const banner = page.getByRole('banner');

  await banner.getByRole('link', { name: 'Admin', exact: true }).waitFor();
  expect(await banner.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
  await banner.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Confirm Logout' }).waitFor();
  expect(found).toEqual([]);
  await context.close();
});

it('when a gift is made while a hydrated campaign page is open, then its raised amount and backers move live', async () => {
  const context = await newVisitor(world.browser, { baseURL: world.harambee.url });
  const page = await context.newPage();
  const found = complaints(page);
  await keepServerElement(page, '#root main');
  // socket.io may send the join by long-polling before it upgrades to a websocket.
  const joined = new Promise<void>((resolve) => {
    const join = (payload: unknown) => String(payload).includes('campaign:join') && resolve();
    page.on('request', (request) => join(request.postData()));
    page.on('websocket', (socket) => socket.on('framesent', (frame) => join(frame.payload)));
  });
  await page.goto(`/campaign/${campaign._id}`);
  const raised = page.getByTestId('amount-raised').locator('strong');
  await raised.filter({ hasText: usd(campaign.amountRaised) }).waitFor();
  await appReady(page);
  await joined;

  const card = {
    cardNumber: '4242424242424242',
    expiry: '12/30',
    cvv: '123',
    cardholderName: 'Hydrated Backer',
    amount: 35,
    campaignId: campaign._id,
  };
  const payment = await world.harambee.api('/v1/payments/card', { method: 'POST', json: card });
  const gift = {
    amount: 35,
    campaignId: campaign._id,
    paymentId: payment.body.data.paymentId,
    donorName: 'Hydrated Backer',
    anonymous: false,
    paymentMethod: 'creditCard',
  };
  expect((await world.harambee.api('/v1/donations', { method: 'POST', json: gift })).status).toBe(
    201,
  );

  await raised.filter({ hasText: usd(campaign.amountRaised + 35) }).waitFor({ timeout: 20_000 });
  await page.getByTestId('backers').getByText('Hydrated Backer').waitFor();
  expect(await stillServerElement(page, '#root main')).toBe(true);
  expect(found).toEqual([]);
  await context.close();
});

describe('what a hydrated page asks for', () => {
  const manifest = () =>
    JSON.parse(readFileSync(join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;

  it.each([
    ['the home page', () => '/'],
    ['a campaign', () => `/campaign/${campaign._id}`],
    ['the search', () => '/search-campaigns?category=equipment'],
  ])(
    'when %s hydrates, then it asks the API for nothing: it has what it was rendered with',
    async (_page, path) => {
      const context = await newVisitor(world.browser, {
        baseURL: world.harambee.url,
        viewport: PHONE,
      });
      const page = await context.newPage();
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(path(), { waitUntil: 'networkidle' });
      await appReady(page);
      await page.waitForLoadState('networkidle');

      expect(asked.filter((pathname) => pathname.startsWith('/api/'))).toEqual([]);
      await context.close();
    },
  );

  it('when a donate page is served, then it names its screen’s scripts for the browser to fetch with the app’s', async () => {
    const html = await (await fetch(`${world.harambee.url}/donation/${campaign._id}`)).text();
    const listed = /<script type="application\/json" id="screen-scripts">(.*?)<\/script>/.exec(
      html,
    );
    const scripts = JSON.parse(listed![1]!) as string[];

    expect(scripts).toContain(`/${manifest()['src/app/routes/donation.tsx']!.file}`);
    const answers = await Promise.all(scripts.map((href) => fetch(`${world.harambee.url}${href}`)));
    expect(answers.map((answer) => answer.status)).toEqual(scripts.map(() => 200));
    expect((await fetch(`${world.harambee.url}/.vite/manifest.json`)).status).toBe(404);
  });

  it('when a donate page opens, then the app’s scripts are fetched once the page has painted, each once', async () => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      viewport: PHONE,
    });
    const page = await context.newPage();
    await page.goto(`/donation/${campaign._id}`);
    await appReady(page);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/static/js/'))
        .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
    }));
    const [entry, ...app] = scripts;

    expect(entry!.path).toMatch(/^\/static\/js\/index\.[\w-]+\.js$/);
    expect(app.map(({ path }) => path)).toContain(
      `/${manifest()['src/app/routes/donation.tsx']!.file}`,
    );
    expect(app.filter(({ startTime }) => startTime < painted)).toEqual([]);
    expect(new Set(scripts.map(({ path }) => path)).size).toBe(scripts.length);
    await context.close();
  });
});

describe('a page while it hydrates', () => {
  /** When the visitor taps, after the page's load event, on a phone six times slower than this machine. */
  const TAP_AFTER_LOAD_MS = [0, 60, 120, 180, 240, 300];

  it.each(TAP_AFTER_LOAD_MS)(
    'when a footer link of a campaign page is tapped %i ms after it loads, then that link’s page opens',
    async (delay) => {
      const context = await newVisitor(world.browser, {
        baseURL: world.harambee.url,
        viewport: PHONE,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(`/campaign/${campaign._id}`, { waitUntil: 'load' });
      await page.waitForTimeout(delay);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();

      await page.getByRole('heading', { name: 'Frequently Asked Questions' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/faq');
      await context.close();
    },
  );
});

describe('an islands page while its islands start', () => {
  /** When the visitor taps, after the page's load event, on a phone six times slower than this machine. */
  const TAP_AFTER_LOAD_MS = [0, 60, 180, 300];

  const slowPhoneAt = async (path: string, delay: number) => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      viewport: PHONE,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(delay);
    return { context, page };
  };

  it.each(TAP_AFTER_LOAD_MS)(
    'when the home page’s Cookie Preferences button is tapped %i ms after it loads, then the preferences open',
    async (delay) => {
      const { context, page } = await slowPhoneAt('/', delay);
      await page
        .getByRole('contentinfo')
        .getByRole('button', { name: 'Cookie Preferences' })
        .click();

      await page.getByRole('dialog', { name: 'Cookie Preferences' }).waitFor();
      await context.close();
    },
  );

  it.each(TAP_AFTER_LOAD_MS)(
    'when a campaign’s Updates tab is tapped %i ms after its page loads, then its updates show',
    async (delay) => {
      const { context, page } = await slowPhoneAt(`/campaign/${campaign._id}`, delay);
      const updates = page.getByRole('tab', { name: /^Updates/ });
      await updates.click();

      await page.getByRole('tabpanel', { name: /^Updates/ }).waitFor();
      expect(await updates.getAttribute('aria-selected')).toBe('true');
      await context.close();
    },
  );

  it.each(TAP_AFTER_LOAD_MS)(
    'when a campaign’s Donate Now is tapped %i ms after its page loads, then the donate form opens',
    async (delay) => {
      const { context, page } = await slowPhoneAt(`/campaign/${campaign._id}`, delay);
      await page.getByRole('link', { name: 'Donate Now' }).click();

      await page.getByRole('heading', { name: 'Make a donation' }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/donation/${campaign._id}`);
      await context.close();
    },
  );

  it.each(TAP_AFTER_LOAD_MS)(
    'when the search’s Filters button is tapped %i ms after it loads, then the filters open',
    async (delay) => {
      const { context, page } = await slowPhoneAt('/search-campaigns', delay);
      const filters = page.getByRole('button', { name: 'Filters', exact: true });
      await filters.click();

      await page.getByLabel('Country').waitFor();
      expect(await filters.getAttribute('aria-expanded')).toBe('true');
      await context.close();
    },
  );

  it.each(TAP_AFTER_LOAD_MS)(
    'when a footer link of the home page is tapped %i ms after it loads, then that link’s page opens',
    async (delay) => {
      const { context, page } = await slowPhoneAt('/', delay);
      await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();

      await page.getByRole('heading', { name: 'Frequently Asked Questions' }).first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/faq');
      await context.close();
    },
  );
});

describe('the page’s Intl on an islands page', () => {
  it('when the home page opens, then a worker beside it loads the page’s Intl tables from the islands’ own scripts, without a complaint', async () => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      viewport: PHONE,
    });
    const page = await context.newPage();
    const found = complaints(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    await page.goto('/fr/');
    await appReady(page);

    expect(workers).toEqual([expect.stringMatching(/^\/static\/islands\/warm-intl\.worker\./)]);
    expect(found).toEqual([]);
    await context.close();
  });

  it('when the browser starts no worker, then the islands still start and a tap on them works', async () => {
    const context = await newVisitor(world.browser, {
      baseURL: world.harambee.url,
      viewport: PHONE,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.Worker = class {
        constructor() {
          throw new Error('no workers here');
        }
      } as unknown as typeof Worker;
    });
    await page.goto('/');
    await appReady(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Preferences' }).click();

    await page.getByRole('dialog', { name: 'Cookie Preferences' }).waitFor();
    await context.close();
  });
});
