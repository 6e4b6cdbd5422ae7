import { brotliDecompressSync } from 'node:zlib';
import { LOG_START } from '@harambee/eventstore';
import { receiptKey } from '@harambee/platform';
import sharp from 'sharp';
import { createApprovedCampaign } from '../../../../test/browser/support/campaigns';
import type { TestHarambee } from '../../../../test/support/harambee-server';
import { rawGet as getAsSent } from '../../../../test/support/raw-get';
import { startPublicPagesHarambee } from './testing/public-pages-harambee';

const HOSTILE_TITLE = 'Fish & chips "Accra" <b>';
type Listed = { _id: string; title: string; status: string; updatedAt: string };

let harambee: TestHarambee;
let approved: Listed;
let pending: Listed;
let hostileId: string;

beforeAll(async () => {
  harambee = await startPublicPagesHarambee();
  const all = async () =>
    (await harambee.api('/v1/campaigns/status/all', { token: harambee.adminToken })).body.data
      .campaigns as Listed[];
  for (
    let attempt = 0;
    attempt < 100 && !(await all()).some((campaign) => campaign.status === 'pending');
    attempt++
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const campaigns = await all();
  approved = campaigns.find((campaign) => campaign.status === 'approved')!;
  pending = campaigns.find((campaign) => campaign.status === 'pending')!;
  hostileId = await createApprovedCampaign(harambee, {
    title: HOSTILE_TITLE,
    creator: 'Ama Mensah',
    email: 'ama@test.harambee.africa',
    country: 'Ghana',
  });
});
afterAll(() => harambee?.stop());

const rawGet = (path: string, headers: Record<string, string> = {}) =>
  getAsSent(`${harambee.url}${path}`, headers);
const page = async (path: string) => {
  const response = await fetch(`${harambee.url}${path}`);
  return { status: response.status, headers: response.headers, html: await response.text() };
};
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** Attribute or element text read back as the browser would. */
const fromHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) =>
    entity === '&#x27;' || entity === '&#39;'
      ? "'"
      : Object.keys(HTML_ENTITIES).find((char) => HTML_ENTITIES[char] === entity)!,
  );
/** Text as React writes it into HTML. */
const asHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char]!);
const heading = (level: number, text: string) =>
  new RegExp(`<h${level}[^>]*>${asHtml(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h${level}>`);
const STATE = /<script type="application\/json" id="server-state">(.*?)<\/script>/s;
/** The page the server rendered, between the root element's opening and the state after it. */
const bodyOf = (html: string) =>
  html.slice(
    html.indexOf('<div id="root">'),
    html.search(STATE) >= 0 ? html.search(STATE) : undefined,
  );
type Cache = { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
/** What the browser hydrates the page with: the queries the server rendered it from, as JSON. */
const stateJson = (html: string) => STATE.exec(html)?.[1];
const cached = (html: string, ...queryKey: unknown[]) =>
  (JSON.parse(stateJson(html) ?? 'null') as { queries: Cache } | null)?.queries.queries.find(
    (query) => JSON.stringify(query.queryKey) === JSON.stringify(queryKey),
  )?.state.data;

describe('a shared campaign link', () => {
  it('when a crawler opens an approved campaign, then the head names it and the body tells its story without JavaScript', async () => {
    const { status, html, headers } = await page(`/campaign/${approved._id}`);
    const { body } = await harambee.api(`/v1/campaigns/public/${approved._id}`);
    const campaign = body.data.campaign;
    const firstPage = (await harambee.api(`/v1/donations/${approved._id}`)).body.data;
    const backers = firstPage.donations;

    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<title>${campaign.title} | Harambee</title>`);
    expect(metaContent(html, 'og:title')).toBe(`${campaign.title} | Harambee`);
    expect(metaContent(html, 'og:url')).toBe(`https://harambee.example/campaign/${approved._id}`);
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:site_name')).toBe('Harambee');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(
      `<link rel="canonical" href="https://harambee.example/campaign/${approved._id}" />`,
    );
    expect(metaContent(html, 'og:image')).toMatch(
      new RegExp(`^https://harambee\\.example/campaign/${approved._id}/preview\\.png\\?v=\\w+$`),
    );
    const root = bodyOf(html);
    expect(root).toMatch(heading(1, campaign.title));
    expect(root).toContain(asHtml(campaign.creator.name));
    expect(root).toMatch(/raised of \$[\d,]+/);
    expect(root).toContain(campaign.story);
    expect(root).toMatch(new RegExp(`<dt>days? left</dt><dd>${campaign.daysRemaining}</dd>`));
    expect(backers.length).toBeGreaterThan(0);
    expect(root).toContain(`Backers (${backers.length})`);
    for (const backer of backers.filter((donation: { anonymous: boolean }) => !donation.anonymous))
      expect(root).toContain(asHtml(backer.donorName));
    expect(root).not.toContain('boot-screen');
    expect(cached(html, 'campaigns', 'detail', approved._id)).toEqual(campaign);
    expect(cached(html, 'campaigns', 'donations', approved._id)).toEqual({
      pages: [firstPage],
      pageParams: [1],
    });
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!,
    );
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DonateAction',
      name: campaign.title,
      priceCurrency: 'USD',
      price: campaign.goalAmount,
    });
  });

  it('when the preview image is fetched, then it is a 1200×630 PNG kept for a year under its version', async () => {
    const { html } = await page(`/campaign/${approved._id}`);
    const image = new URL(metaContent(html, 'og:image')!);
    // A slow machine may not finish the first render in time: the answer is then 503, come back soon.
    let versioned = await rawGet(`${image.pathname}${image.search}`);
    for (let attempt = 0; attempt < 20 && versioned.status === 503; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      versioned = await rawGet(`${image.pathname}${image.search}`);
    }
    const unversioned = await rawGet(image.pathname);

    expect(versioned.status).toBe(200);
    expect(versioned.headers['content-type']).toBe('image/png');
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(versioned.body).metadata()).toMatchObject({
      format: 'png',
      width: 1200,
      height: 630,
    });
    expect(unversioned.headers['cache-control']).toBe('public, max-age=300');
    expect(unversioned.body.equals(versioned.body)).toBe(true);
  });

  it('when a campaign is backed, then its page points at a new preview image', async () => {
    const before = metaContent((await page(`/campaign/${hostileId}`)).html, 'og:image');
    const given = await harambee.api('/test/generate-donations', {
      method: 'POST',
      token: harambee.adminToken,
      json: { campaignId: hostileId, count: 1 },
    });
    expect(given.status).toBeLessThan(300);
    let after = before;
    for (let attempt = 0; attempt < 100 && after === before; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      after = metaContent((await page(`/campaign/${hostileId}`)).html, 'og:image');
    }
    expect(after).not.toBe(before);
  });

  it('when a title is hostile, then it stays text in every tag, attribute and the JSON-LD', async () => {
    const { status, html } = await page(`/campaign/${hostileId}`);

    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Fish &amp; chips &quot;Accra&quot; &lt;b&gt; | Harambee</title>',
    );
    expect(html).toContain(
      '<meta property="og:title" content="Fish &amp; chips &quot;Accra&quot; &lt;b&gt; | Harambee" />',
    );
    expect(html).toMatch(heading(1, HOSTILE_TITLE));
    expect(html.slice(0, html.indexOf('<section'))).not.toContain('<b>');
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!;
    expect(script).not.toMatch(/[<>]/);
    expect(JSON.parse(script).name).toBe(HOSTILE_TITLE);
    expect(stateJson(html)).not.toMatch(/[<>]/);
    expect(cached(html, 'campaigns', 'detail', hostileId)).toMatchObject({ title: HOSTILE_TITLE });
  });

  it("when a title holds replacement patterns ($` $& $' $1 $$), then the title, og:title and JSON-LD read as written", async () => {
    const title = "Pay $` then $& and $' for $1 or $$5";
    const id = await createApprovedCampaign(harambee, {
      title,
      creator: 'Kofi Boateng',
      email: 'kofi@test.harambee.africa',
      country: 'Ghana',
    });
    const { status, html } = await page(`/campaign/${id}`);

    expect(status).toBe(200);
    const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
    expect(titles.map((text) => fromHtml(text!))).toEqual([`${title} | Harambee`]);
    expect(fromHtml(metaContent(html, 'og:title')!)).toBe(`${title} | Harambee`);
    expect(fromHtml(metaContent(html, 'twitter:title')!)).toBe(`${title} | Harambee`);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    expect(scripts.map((script) => JSON.parse(script[1]!).name)).toEqual([title]);
  });

  it('when the campaign is pending, unknown or not an id, then the shell still loads but answers 404', async () => {
    for (const path of [
      `/campaign/${pending._id}`,
      '/campaign/00000000-0000-4000-8000-000000000000',
      '/campaign/not-a-uuid',
      "/campaign/%00'--",
    ]) {
      const { status, html } = await page(path);
      expect({ path, status }).toEqual({ path, status: 404 });
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<title>Page Not Found | Harambee</title>');
    }
    for (const path of [`/campaign/${pending._id}/preview.png`, '/campaign/nope/preview.png']) {
      expect((await rawGet(path)).status).toBe(404);
    }
  });
});

describe('the pages around the campaigns', () => {
  it('when a path is unknown, then the not-found shell answers 404; the app screens answer 200', async () => {
    expect((await page('/no/such/page')).status).toBe(404);
    expect((await page('/static/js/missing.js')).status).toBe(404);
    for (const path of [
      '/',
      '/about',
      '/faq',
      '/login',
      '/dashboard',
      '/admin/campaigns/abc',
      `/donate/${approved._id}`,
      `/campaign/${approved._id}/edit`,
      '/search-campaigns?q=%%%25&page=99999999999999999999',
      '/blog',
    ]) {
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 200 });
    }
    const [post] = (await harambee.api('/v1/blog/posts')).body.data.posts;
    const blogPost = await page(`/blog/${post._id}`);
    expect(blogPost.status).toBe(200);
    expect(metaContent(blogPost.html, 'og:title')).toBe(`${post.title} | Harambee`);
    expect(metaContent(blogPost.html, 'og:image')).toBe(
      `https://harambee.example${post.imagePath}`,
    );
    expect((await page('/blog/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await rawGet('/index.html')).headers.location).toBe('/');

    // A screen the app draws in the browser: until it loads, the boot screen speaks the page's language.
    expect((await page('/sw/login')).html).toContain('<p>Inapakia Harambee…</p>');
    expect((await page('/fr/login')).html).toContain('<p>Chargement de Harambee…</p>');

    const about = await page('/about');
    expect(about.html).toContain('<title>About Us | Harambee</title>');
    expect(metaContent(about.html, 'og:url')).toBe('https://harambee.example/about');
  });

  it('when a crawler opens the blog and a post, then their bodies carry the stories', async () => {
    const posts = (await harambee.api('/v1/blog/posts')).body.data.posts as {
      _id: string;
      title: string;
      content: string;
    }[];
    const blog = bodyOf((await page('/blog')).html);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(blog).toContain(`href="/blog/${post._id}"`);
      expect(blog).toContain(asHtml(post.title));
    }

    const [post] = posts;
    const { html } = await page(`/blog/${post!._id}`);
    expect(bodyOf(html)).toMatch(heading(1, post!.title));
    expect(bodyOf(html)).toContain(post!.content);
    expect(cached(html, 'blog', 'detail', post!._id)).toMatchObject({ title: post!.title });
  });

  it('when a crawler opens the public ledger and a campaign ledger, then their bodies list the entries with the campaign titled, and a pending campaign answers 404', async () => {
    const latest = async () =>
      ((await harambee.api('/v1/ledger/latest')).body.data.entries as { leaf: string }[]).map(
        ({ leaf }) => JSON.parse(leaf) as { index: number; campaignId: string },
      );
    for (let attempt = 0; attempt < 100 && (await latest()).length === 0; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const campaigns = (await harambee.api('/v1/campaigns/approved')).body.data.campaigns as {
      _id: string;
      title: string;
    }[];
    const entry = (await latest()).find(({ campaignId }) =>
      campaigns.some(({ _id }) => _id === campaignId),
    )!;
    const { title } = campaigns.find(({ _id }) => _id === entry.campaignId)!;
    const linked = new RegExp(
      `href="/campaign/${entry.campaignId}"[^>]*>${asHtml(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</a>`,
    );

    const ledger = await page('/ledger');
    expect(ledger.status).toBe(200);
    expect(ledger.html).toContain('<title>Public ledger | Harambee</title>');
    expect(bodyOf(ledger.html)).toMatch(heading(1, 'Public ledger'));
    expect(bodyOf(ledger.html)).toContain(`>#${entry.index}</dd>`);
    expect(bodyOf(ledger.html)).toMatch(linked);

    const ofCampaign = await page(`/campaign/${entry.campaignId}/ledger`);
    expect(ofCampaign.status).toBe(200);
    expect(bodyOf(ofCampaign.html)).toMatch(heading(1, `Ledger of ${title}`));
    expect(bodyOf(ofCampaign.html)).toContain(`>#${entry.index}</dd>`);
    expect((await page(`/campaign/${pending._id}/ledger`)).status).toBe(404);
  });

  it('when a donor opens their receipt’s link, then it comes rendered, never to be stored or passed on, and a wrong key gets the plain shell', async () => {
    const issued = (await harambee.store.readAll(LOG_START, 1000)).find(
      (event) => event.type === 'ReceiptIssued',
    )!;
    const { receiptId, receiptNumber } = issued.data as {
      receiptId: string;
      receiptNumber: string;
    };
    const key = receiptKey(harambee.config.jwtSecret, receiptId);

    const receipt = await page(`/receipts/${receiptId}?k=${key}`);

    expect(receipt.status).toBe(200);
    expect(bodyOf(receipt.html)).toMatch(heading(1, 'Donation receipt'));
    expect(bodyOf(receipt.html)).toContain(`<dd>${receiptNumber}</dd>`);
    expect(bodyOf(receipt.html)).toContain('data-island="receipt-ledger"');
    expect(receipt.headers.get('cache-control')).toBe('private, no-store');
    expect(receipt.headers.get('referrer-policy')).toBe('no-referrer');
    expect(receipt.headers.get('x-robots-tag')).toBe('noindex');
    const wrong = await page(`/receipts/${receiptId}?k=${'x'.repeat(key.length)}`);
    expect(wrong.status).toBe(200);
    expect(bodyOf(wrong.html)).not.toContain('Donation receipt');
    expect(wrong.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when a crawler opens the search with a query string, then the body lists the campaigns found', async () => {
    const { status, html } = await page('/search-campaigns?country=Ghana');
    const found = cached(html, 'campaigns', 'search', { page: 1, country: 'Ghana' }) as {
      campaigns: { _id: string; country: string }[];
    };
    const others = (await harambee.api('/v1/campaigns/approved')).body.data.campaigns.filter(
      (campaign: { country: string }) => campaign.country !== 'Ghana',
    );

    expect(status).toBe(200);
    expect(found.campaigns.map((campaign) => campaign._id)).toContain(hostileId);
    for (const campaign of found.campaigns) {
      expect(campaign.country).toBe('Ghana');
      expect(bodyOf(html)).toContain(`href="/campaign/${campaign._id}"`);
    }
    expect(others.length).toBeGreaterThan(0);
    for (const campaign of others) expect(bodyOf(html)).not.toContain(`/campaign/${campaign._id}"`);
  });

  it('when junk ids and query strings are asked for, then the answer is a page or 404, never a 500', async () => {
    const junk = [
      'x',
      '..%2F..%2Fetc%2Fpasswd',
      '0',
      'a'.repeat(300),
      '%00',
      "1'%20or%20'1'='1",
      '%3Cscript%3E',
      '%E0%A4%A',
    ];
    for (const id of junk) {
      const statuses = {
        page: (await rawGet(`/campaign/${id}`)).status,
        post: (await rawGet(`/blog/${id}`)).status,
        screen: (await rawGet(`/donate/${id}`)).status,
      };
      expect({ id, ...statuses }).toEqual({ id, page: 404, post: 404, screen: 200 });
      // An id that is not even UTF-8 is refused by the router's parameter parsing: 400.
      expect([400, 404]).toContain((await rawGet(`/campaign/${id}/preview.png`)).status);
    }
    for (const query of [
      '?q=%00',
      '?page=1e308&limit=-1',
      `?q=${'x'.repeat(5000)}`,
      '?a[b][c]=1&a=2',
    ]) {
      expect((await rawGet(`/search-campaigns${query}`)).status).toBe(200);
      expect((await rawGet(`/campaign/${approved._id}${query}`)).status).toBe(200);
    }
  });

  it('when the API, uploads or sockets are asked for a missing thing, then they answer as before', async () => {
    expect((await harambee.api('/nope')).body).toMatchObject({ status: 'fail' });
    expect((await rawGet('/uploads/missing.png')).status).toBe(404);
    expect(
      (await rawGet('/api/v1/campaigns/search?page=99999999999999999999&q=%25%25%25')).status,
    ).toBeLessThan(500);
  });

  it('when a crawler reads robots.txt and the sitemap, then it finds the approved campaigns and posts only', async () => {
    const robots = await rawGet('/robots.txt');
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toContain('Sitemap: https://harambee.example/sitemap.xml');

    const sitemap = await rawGet('/sitemap.xml');
    const xml = sitemap.body.toString();
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(xml).toContain(`<loc>https://harambee.example/campaign/${approved._id}</loc><lastmod>`);
    expect(xml).toContain('<loc>https://harambee.example/about</loc>');
    expect(xml).not.toContain(pending._id);
    expect(xml).toMatch(/<loc>https:\/\/harambee\.example\/blog\/[\w-]+<\/loc><lastmod>/);
    expect(xml).not.toMatch(/@|dashboard|admin/);
  });

  it('when a browser comes back, then hashed files are immutable and a page it holds answers 304', async () => {
    const { html } = await page('/');
    const script = /src="(\/static\/js\/[^"]+)"/.exec(html)![1]!;
    const asset = await rawGet(script);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const first = await rawGet('/faq');
    expect(first.headers.etag).toEqual(expect.any(String));
    const again = await rawGet('/faq', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('when a browser accepts brotli, then pages and scripts arrive brotli-compressed', async () => {
    const plain = await rawGet(`/campaign/${approved._id}`);
    const compressed = await rawGet(`/campaign/${approved._id}`, {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(plain.body.toString());
    expect(compressed.body.length).toBeLessThan(plain.body.length);
  });
});
