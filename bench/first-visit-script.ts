/**
 * `npm run bench:scripts` (issue 46): the script a phone's first visit to each public route downloads and runs,
 * gzipped, against its budget, measured as `test/browser/script-budget.browser.spec.ts` measures it: the built
 * client served by the composed server on a fresh embedded database with the demo seed, each route loaded in a new
 * Chromium context at phone width until the network is quiet, every response of resource type `script` gzipped at
 * level 9. Writes the table as the issue-46 section of bench/RESULTS.md (`npm run bench` keeps that section); a route
 * over its budget is marked there (the budget test is what fails).
 */
import { LOG_START } from '@harambee/eventstore';
import { receiptKey } from '@harambee/platform';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, type DemoPlatform, withDemoPlatform } from './demo-platform';
import { describeMachine } from './machine';
import { FIRST_VISIT_HEADING, withSection } from './results-section';
import { PHONE } from '../test/browser/support/browser';
import { scriptBody } from '../test/support/script-body';
import { loadSettings } from './settings';

const KB = 1024;
const PUBLIC_PAGE_BUDGET = 60 * KB;
const DONATE_FLOW_BUDGET = 120 * KB;

/** `shown`: the path as the table writes it (a receipt's without its key). */
type Route = { name: string; path: string; budget: number; shown?: string };
type Measured = Route & { bytes: number; files: number };

const firstVisitScript = async (browser: Browser, origin: string, route: Route) => {
  const context = await browser.newContext({ viewport: PHONE, baseURL: origin });
  try {
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push(scriptBody(response, context));
    });
    await page.goto(route.path, { waitUntil: 'networkidle' });
    const scripts = await Promise.all(bodies);
    const bytes = scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    return { ...route, bytes, files: scripts.length };
  } finally {
    await context.close();
  }
};

const firstOf = async <T>(origin: string, apiPath: string, pick: (data: never) => T) => {
  const answer = await fetch(`${origin}/api${apiPath}`);
  if (!answer.ok) throw new Error(`${apiPath}: ${answer.status}`);
  return pick(((await answer.json()) as { data: never }).data);
};

/** A seeded gift's receipt, by the link its mail would carry. */
const receiptOf = async (harambee: DemoPlatform, secret: string): Promise<Route> => {
  const issued = (await harambee.store.readAll(LOG_START, 1000)).find(
    (event) => event.type === 'ReceiptIssued',
  );
  if (!issued) throw new Error('the demo seed issued no receipt');
  const { receiptId } = issued.data as { receiptId: string };
  return {
    name: 'receipt, with Verify',
    path: `/receipts/${receiptId}?k=${receiptKey(secret, receiptId)}`,
    shown: `/receipts/${receiptId}?k=…`,
    budget: PUBLIC_PAGE_BUDGET,
  };
};

/** Every public route, in each language where the language changes what is sent, and the donate flow. */
const routesOf = async (origin: string, receipt: Route): Promise<Route[]> => {
  const campaign = await firstOf(
    origin,
    '/v1/campaigns/featured',
    (data: { campaigns: { _id: string; daysRemaining: number }[] }) =>
      data.campaigns.find((listed) => listed.daysRemaining > 0)!._id,
  );
  const post = await firstOf(
    origin,
    '/v1/blog/posts',
    (data: { posts: { _id: string }[] }) => data.posts[0]!._id,
  );
  const page = (name: string, pagePath: string) => ({
    name,
    path: pagePath,
    budget: PUBLIC_PAGE_BUDGET,
  });
  return [
    page('home', '/'),
    page('home, French', '/fr/'),
    page('home, Swahili', '/sw/'),
    page('campaign', `/campaign/${campaign}`),
    page('campaign, Swahili', `/sw/campaign/${campaign}`),
    page('search', '/search-campaigns'),
    page('search by category, French', '/fr/search-campaigns?category=equipment'),
    page('search by country, Swahili', '/sw/search-campaigns?country=Kenya'),
    page('about', '/about'),
    page('FAQ', '/faq'),
    page('terms', '/terms'),
    page('privacy', '/privacy'),
    page('cookie policy', '/cookie'),
    page('blog', '/blog'),
    page('blog post', `/blog/${post}`),
    page('public ledger', '/ledger'),
    page('campaign ledger', `/campaign/${campaign}/ledger`),
    receipt,
    { name: 'donate flow', path: `/donation/${campaign}`, budget: DONATE_FLOW_BUDGET },
  ];
};

const kb = (bytes: number) => (bytes / KB).toFixed(1);

const section = (measured: Measured[], takenAt: Date) => {
  const machine = describeMachine();
  const over = measured.filter((route) => route.bytes > route.budget);
  return [
    FIRST_VISIT_HEADING,
    '',
    `Taken ${takenAt.toISOString()} with \`npm run bench:scripts\` on ${machine.cpu} (${machine.cores} cores, ` +
      `${machine.memoryGiB} GiB, ${machine.kernel}, Node ${machine.node}). Every script a first visit at phone ` +
      `width (${PHONE.width} × ${PHONE.height}) fetches until the network is quiet, gzipped (level 9), as the ` +
      'budget test (`test/browser/script-budget.browser.spec.ts`) measures it. ' +
      (over.length === 0
        ? 'Every route is within its budget.'
        : `Over budget: ${over.map((route) => route.name).join(', ')}.`),
    '',
    '| route | path | scripts | gzipped | budget | |',
    '|---|---|---|---|---|---|',
    ...measured.map(
      (route) =>
        `| ${route.name} | \`${route.shown ?? route.path}\` | ${route.files} | ${kb(route.bytes)} KB | ${kb(route.budget)} KB | ` +
        `${route.bytes <= route.budget ? 'within' : '**over**'} |`,
    ),
    '',
  ].join('\n');
};

const measure = () =>
  withDemoPlatform(async (harambee, config) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
    try {
      const measured: Measured[] = [];
      const receipt = await receiptOf(harambee, config.jwtSecret);
      for (const route of await routesOf(harambee.url, receipt))
        measured.push(await firstVisitScript(browser, harambee.url, route));
      return measured;
    } finally {
      await browser.close();
    }
  });

measure().then(
  (measured) => {
    const written = section(measured, new Date());
    const { resultsFile } = loadSettings();
    const results = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '';
    writeFileSync(resultsFile, withSection(results, written));
    process.stdout.write(`${written}\nwritten to ${resultsFile}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stderr.write(`${String(error instanceof Error ? error.stack : error)}\n`);
    process.exit(1);
  },
);
