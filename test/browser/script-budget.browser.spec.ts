import { LOG_START } from '@harambee/eventstore';
import { receiptKey } from '@harambee/platform';
import { gzipSync } from 'node:zlib';
import { browserWorld, visit } from './support/world';
import { PHONE } from './support/browser';
import { scriptBody } from '../support/script-body';

jest.setTimeout(180_000);

/** Issue 46: what a cheap phone downloads and runs on a first visit to a public page, gzipped. */
const PUBLIC_PAGE_BUDGET_BYTES = 60 * 1024;
/** Issue 46: the donate flow is the app, on Preact; a donor's first visit to it downloads and runs at most this. */
const DONATE_FLOW_BUDGET_BYTES = 120 * 1024;

const world = browserWorld({ seed: true });
let campaignId: string;
let postId: string;
let receipt: string;
beforeAll(async () => {
  const issued = (await world.harambee.store.readAll(LOG_START, 1000)).find(
    (event) => event.type === 'ReceiptIssued',
  )!;
  const { receiptId } = issued.data as { receiptId: string };
  receipt = `/receipts/${receiptId}?k=${receiptKey(world.harambee.config.jwtSecret, receiptId)}`;
  postId = (await world.harambee.api('/v1/blog/posts')).body.data.posts[0]._id;
  const featured: { _id: string; daysRemaining: number }[] = (
    await world.harambee.api('/v1/campaigns/featured')
  ).body.data.campaigns;
  campaignId = featured.find((campaign) => campaign.daysRemaining > 0)!._id;
});

/** Every script a first visit at phone width fetches until the network is quiet, gzipped (level 9) as bench does. */
const firstVisitScriptBytes = async (path: string) => {
  const { context, page } = await visit(world, { viewport: PHONE });
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(scriptBody(response, context));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  await context.close();
  return scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
};

it.each([
  ['the home page', () => '/'],
  ['a campaign', () => `/campaign/${campaignId}`],
  ['a campaign in Swahili', () => `/sw/campaign/${campaignId}`],
  ['the search', () => '/search-campaigns'],
  ['the search by category in French', () => '/fr/search-campaigns?category=equipment'],
  ['the search in Swahili', () => '/sw/search-campaigns?country=Kenya'],
  ['About', () => '/about'],
  ['the FAQ in French', () => '/fr/faq'],
  ['the terms', () => '/terms'],
  ['the privacy policy', () => '/privacy'],
  ['the cookie policy in Swahili', () => '/sw/cookie'],
  ['the blog', () => '/blog'],
  ['a blog post', () => `/blog/${postId}`],
  ['the public ledger', () => '/ledger'],
  ['a campaign’s ledger in French', () => `/fr/campaign/${campaignId}/ledger`],
  ['a receipt, with its Verify', () => receipt],
])(
  'when a phone first visits %s, then its scripts weigh at most 60 KB gzipped',
  async (_, path) => {
    const bytes = await firstVisitScriptBytes(path());

    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(PUBLIC_PAGE_BUDGET_BYTES);
  },
);

it('when a donor on a phone follows a campaign’s Donate Now on a first visit, then the donate page’s scripts weigh at most 120 KB gzipped', async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await page.goto(`/campaign/${campaignId}`);
  const donatePage = await page
    .getByRole('main')
    .getByRole('link', { name: 'Donate Now' })
    .first()
    .getAttribute('href');
  await context.close();

  const bytes = await firstVisitScriptBytes(donatePage!);

  expect(donatePage).toBe(`/donation/${campaignId}`);
  expect(bytes).toBeGreaterThan(0);
  expect(bytes).toBeLessThanOrEqual(DONATE_FLOW_BUDGET_BYTES);
});
