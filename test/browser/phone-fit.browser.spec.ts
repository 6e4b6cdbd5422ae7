import { browserWorld, visit } from './support/world';
import { message } from '@harambee/messages';
import { feeTerms } from '@harambee/rules';
import type { Page } from 'playwright-core';
import {
  DEMO_CREATOR_PASSWORD,
  demoCampaigns,
  demoCreators,
} from '@harambee/server/src/demo-content';
import { adminSession, openSignedIn } from './support/admin';
import { appReady, newVisitor, PHONE } from './support/browser';

jest.setTimeout(180_000);

const paid = demoCampaigns.find((campaign) => campaign.moneyOut === 'paid')!;
const creator = demoCreators[paid.creator]!;

const world = browserWorld({ seed: true });

/**
 * What does not fit the phone: the page scrolling sideways, a shown element reaching past either edge, a table
 * wider than the phone or than its box, and text cut off by a box that hides what overflows it.
 */
const misfits = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    if (document.documentElement.scrollWidth > width)
      found.push(`page scrolls by ${document.documentElement.scrollWidth - width}px`);
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (element.closest('dialog:not([open]), [hidden], [aria-hidden="true"]')) continue;
      if (box.left < -1 || box.right > width + 1)
        found.push(`${name(element)} reaches past the edge`);
      if (element instanceof HTMLTableElement && box.width > width)
        found.push(`${name(element)} is ${Math.round(box.width)}px wide`);
      const clips = ['hidden', 'clip'].includes(style.overflowX);
      if (clips && element.scrollWidth > element.clientWidth + 1 && element.textContent?.trim())
        found.push(`${name(element)} cuts off ${element.scrollWidth - element.clientWidth}px`);
    }
    return found;
  });

const settled = async (page: Page) => {
  await page.locator('[role=status]:has-text("Loading")').first().waitFor({ state: 'detached' });
};

it('when a creator opens the dashboard, wallet and every ledger on a 375 px phone, then nothing overflows or is cut off and the ledger is a stacked list', async () => {
  const { body } = await world.harambee.api('/auth/login', {
    method: 'POST',
    json: { email: creator.email, password: DEMO_CREATOR_PASSWORD },
  });
  const page = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE })
  ).newPage();
  await openSignedIn(page, { token: body.data.token, user: body.data.user }, '/dashboard');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  expect(await misfits(page)).toEqual([]);

  await page.goto('/wallet');
  await page.getByRole('heading', { name: 'Money ledger' }).waitFor();
  for (const summary of await page.locator('details summary').all()) await summary.click();
  const ledger = page.getByRole('table').first();
  await ledger.getByRole('rowheader').first().waitFor();
  await settled(page);
  expect(await misfits(page)).toEqual([]);
  const [row] = await ledger.locator('tbody tr').all();
  const cells = await row!
    .locator('td')
    .evaluateAll((tds) => tds.map((td) => Math.round(td.getBoundingClientRect().width)));
  // Stacked: the labelled lines take the row's width instead of a column a few characters wide.
  expect(Math.max(...cells)).toBeGreaterThan(PHONE.width / 2);
  await page.context().close();
});

it('when an admin opens the campaigns, a campaign with its money and the withdrawals on a 375 px phone, then nothing overflows or is cut off and provider names are shown', async () => {
  const page = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE })
  ).newPage();
  await openSignedIn(page, await adminSession(world.harambee), '/admin');
  await page.getByRole('article').first().waitFor();
  await settled(page);
  expect(await misfits(page)).toEqual([]);

  await page.goto('/admin/withdrawals');
  const card = page.getByRole('listitem', { name: `Withdrawal for ${paid.title}` });
  await card.waitFor();
  expect(await card.innerText()).not.toMatch(/\b(mpesa|tymebank|paypal)\b/);
  expect(await misfits(page)).toEqual([]);

  await card.getByRole('link', { name: paid.title }).click();
  await page.getByRole('tab', { name: 'Money' }).click();
  await page.getByRole('table').getByRole('rowheader').first().waitFor();
  await settled(page);
  expect(await misfits(page)).toEqual([]);
  await page.context().close();
});

it('when a creator starts a campaign and a backer picks an amount on a phone, then each is told the fees before deciding', async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await page.goto('/create-campaign');
  await page.getByText(message('en', 'fees.whenFunded', feeTerms('en'))).waitFor();

  const [open] = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns.filter(
    (campaign: { daysRemaining: number }) => campaign.daysRemaining > 0,
  );
  await page.goto(`/donation/${open._id}`);
  await appReady(page);
  await page.getByRole('button', { name: '$50', exact: true }).click();
  const share = page.getByTestId('gift-share');
  await share.getByText(/^\$47\.50 of your \$50\.00 reaches the creator/).waitFor();
  expect(await share.innerText()).toContain('platform fee (5%) of $2.50');
  expect(await misfits(page)).toEqual([]);
  await context.close();
});

it('when a visitor searches on a phone, then open campaigns come first and an ended one is marked Ended', async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await page.goto('/search-campaigns?limit=50');
  await appReady(page);
  // Once live, a phone shows three cards and Show More: shown all, the order is the whole list's.
  const results = page.locator('section[aria-label="Search results"]');
  const showMore = results.getByRole('button', { name: 'Show More' });
  await showMore.waitFor();
  const found = await results.locator('h2 [role="status"]').innerText();
  const total = Number(/\d+/.exec(found)![0]);
  const cards = results.locator('article');
  while ((await cards.count()) < total) {
    // While the next page loads the button says Loading; when that page holds the last cards, it goes.
    await showMore
      .or(cards.nth(total - 1))
      .first()
      .waitFor();
    if (await showMore.isVisible()) await showMore.click();
  }
  const badges = await cards.evaluateAll((articles) =>
    articles.map((article) => article.querySelector('span')?.textContent ?? ''),
  );
  const over = badges.map((badge) => badge === 'Ended' || badge === 'Completed');
  expect(over).toContain(true);
  expect(over.indexOf(true)).toBe(over.length - over.filter(Boolean).length);
  expect(badges).toContain('Ended');
  expect(await misfits(page)).toEqual([]);
  await context.close();
});
