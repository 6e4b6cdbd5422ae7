import { browserWorld, visit } from './support/world';
import type { Page } from 'playwright-core';
import { adminSession, createPendingCampaign, openAsAdmin, openSignedIn } from './support/admin';
import { newVisitor, pageErrors, PHONE } from './support/browser';
import { eventually } from '../support/waiting';
import { headerOverlapsByWidth, NO_OVERLAPS_AT_ANY_WIDTH } from './support/layout';

jest.setTimeout(120_000);

let adminName: string;

const world = browserWorld({ seed: true });
beforeAll(async () => {
  adminName = (await adminSession(world.harambee)).user.name;
});

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

async function chooseStatus(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).selectOption(status);
}

type Listed = { _id: string; title: string; featured: boolean; createdAt: string };

/** The campaign ids on the first page of a search, in the order shown. */
async function searchOrder(harambeeUrl: string, query = '') {
  const visitor = await (await newVisitor(world.browser, { baseURL: harambeeUrl })).newPage();
  await visitor.goto(`/search-campaigns${query}`);
  const links = visitor.locator('section[aria-label="Search results"] article h3 a');
  await links.first().waitFor();
  const ids = (
    await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
  ).map((href) => href.split('/').pop());
  await visitor.context().close();
  return ids;
}

it('when an admin approves a pending campaign, then approval alone makes it public: its page opens and search finds it, unfeatured; its creator is mailed and the dashboard says so', async () => {
  const campaign = await createPendingCampaign(world.harambee, {
    title: 'Kisii avocado oil press',
    creator: 'Moraa Nyaboke',
    email: 'moraa@example.org',
  });
  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin');
  const errors = pageErrors(page);
  await card(page, campaign.title)
    .getByRole('button', { name: /^Approve/ })
    .click();
  await page.getByText('Campaign approved').waitFor();
  await card(page, campaign.title).waitFor({ state: 'detached' });
  await chooseStatus(page, 'approved');
  expect(page.url()).toContain('status=approved');
  await card(page, campaign.title)
    .getByRole('button', { name: /^Feature/ })
    .waitFor();
  expect(await card(page, campaign.title).getByText('Featured', { exact: true }).count()).toBe(0);

  const visitor = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url })
  ).newPage();
  await visitor.goto(`/campaign/${campaign.id}`);
  await visitor.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
  await visitor
    .getByRole('link', { name: /Donate Now/ })
    .first()
    .waitFor();
  expect(
    await searchOrder(world.harambee.url, `?searchTerm=${encodeURIComponent('avocado oil press')}`),
  ).toEqual([campaign.id]);
  const publicCopy = await world.harambee.api(`/v1/campaigns/public/${campaign.id}`);
  expect(publicCopy.body.data.campaign).toMatchObject({ status: 'approved', featured: false });
  expect(errors).toEqual([]);
  await visitor.context().close();
  await context.close();

  const mail = await eventually(
    async () => world.harambee.smtp.received.filter((m) => m.to.includes(campaign.email)),
    (mails) => mails.some((m) => m.subject === 'Your campaign is live'),
  );
  const live = mail.find((m) => m.subject === 'Your campaign is live')!;
  expect(live.text).toContain(`"${campaign.title}"`);
  expect(live.text).toContain(`/campaign/${campaign.id}`);
  const { body } = await world.harambee.api('/auth/login', {
    method: 'POST',
    json: { email: campaign.email, password: campaign.password },
  });
  const creator = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE })
  ).newPage();
  await openSignedIn(creator, { token: body.data.token, user: body.data.user }, '/dashboard');
  await creator.getByText(/^Approved and live: we mailed you\. It takes gifts until /).waitFor();
  await creator.context().close();
});

it('when campaigns wait for review, then the queue lists the one that waited longest first, each with its waiting time and end date', async () => {
  const newest = await createPendingCampaign(world.harambee, {
    title: 'Machakos mango dryer',
    creator: 'Mutua Musyoka',
    email: 'mutua@example.org',
  });
  const pending = (
    await world.harambee.api('/v1/campaigns/status/pending', { token: world.harambee.adminToken })
  ).body.data.campaigns as Array<Listed & { updatedAt: string; endDate: string; status: string }>;
  const waiting = pending
    .filter((campaign) => campaign.status === 'pending')
    .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
  expect(waiting.length).toBeGreaterThan(1);
  expect(waiting.at(-1)!._id).toBe(newest.id);

  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin');
  await card(page, newest.title).waitFor();
  await page.getByText("Oldest first: each campaign's end date runs while it waits.").waitFor();
  const titles = await page
    .getByRole('list', { name: 'Pending campaigns' })
    .getByRole('article')
    .evaluateAll((cards) => cards.map((article) => article.getAttribute('aria-label')));
  const queued = waiting.map((campaign) => campaign.title);
  expect(titles.filter((title) => queued.includes(title!))).toEqual(queued);

  const oldest = card(page, waiting[0]!.title);
  const waitedDays = Math.floor((Date.now() - Date.parse(waiting[0]!.updatedAt)) / 86_400_000);
  expect(waitedDays).toBeGreaterThan(0);
  await oldest.getByText(`${waitedDays} day${waitedDays === 1 ? '' : 's'} since sent`).waitFor();
  const endDay = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(waiting[0]!.endDate),
  );
  await oldest.locator('dt', { hasText: 'Ends' }).waitFor();
  await oldest.locator('dd', { hasText: endDay }).waitFor();
  await card(page, newest.title)
    .getByText(/^\d+ hours? since sent$/)
    .waitFor();
  await context.close();
});

it('when an admin features an older campaign, then the home page lists it and it sorts before every newer unfeatured campaign', async () => {
  const approved = (await world.harambee.api('/v1/campaigns/approved')).body.data
    .campaigns as Listed[];
  const [older] = approved
    .filter((campaign) => !campaign.featured)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const newerUnfeatured = approved
    .filter((campaign) => !campaign.featured && campaign.createdAt > older!.createdAt)
    .map((campaign) => campaign._id);
  expect(newerUnfeatured.length).toBeGreaterThan(1);
  const before = await searchOrder(world.harambee.url);
  // Unfeatured, the older campaign comes after the newer ones (or on a later page).
  expect(
    before.indexOf(older!._id) === -1 ||
      before.indexOf(older!._id) > before.indexOf(newerUnfeatured[0]!),
  ).toBe(true);

  const { context, page } = await openAsAdmin(
    world.browser,
    world.harambee,
    '/admin?status=approved',
  );
  await card(page, older!.title)
    .getByRole('button', { name: /^Feature/ })
    .click();
  await card(page, older!.title).getByText('Featured', { exact: true }).waitFor();
  await card(page, older!.title)
    .getByRole('button', { name: /^Unfeature/ })
    .waitFor();

  const visitor = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url })
  ).newPage();
  await visitor.goto('/');
  await visitor
    .locator('#featured-campaigns')
    .locator(`a[href="/campaign/${older!._id}"]`)
    .first()
    .waitFor();
  await visitor.context().close();
  const after = await eventually(
    () => searchOrder(world.harambee.url),
    (ids) =>
      ids.indexOf(older!._id) !== -1 &&
      newerUnfeatured.every(
        (id) => ids.indexOf(id) === -1 || ids.indexOf(id) > ids.indexOf(older!._id),
      ),
  );
  expect(newerUnfeatured.filter((id) => after.includes(id)).length).toBeGreaterThan(0);
  await context.close();
});

it('when an admin rejects a pending campaign with a reason, then it is confirmed first, focus stays off the next Reject, it stays off the public site, and its creator sees the reason on a phone', async () => {
  await createPendingCampaign(world.harambee, {
    title: 'Thika pallet furniture, the next one',
    creator: 'Wanjiru Kamau',
    email: 'wanjiru@example.org',
  });
  const campaign = await createPendingCampaign(world.harambee, {
    title: 'Thika pallet furniture',
    creator: 'Otieno Ouma',
    email: 'otieno@example.org',
  });
  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin');
  await card(page, campaign.title)
    .getByRole('button', { name: /^Reject/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reject Campaign' });
  await dialog.getByRole('button', { name: 'Reject Campaign' }).click();
  await dialog.getByText('Tell the creator what to change').waitFor();
  expect(
    (await world.harambee.api(`/v1/campaigns/${campaign.id}`, { token: world.harambee.adminToken }))
      .body.data.campaign.status,
  ).toBe('pending');
  const reason = 'Show the workshop and say how the press will be paid off.';
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject Campaign' }).click();
  await page.getByText('Campaign rejected').waitFor();
  await card(page, campaign.title).waitFor({ state: 'detached' });
  expect(
    await page.evaluate(() => document.activeElement?.textContent?.trim().startsWith('Reject')),
  ).toBe(false);
  await chooseStatus(page, 'rejected');
  await card(page, campaign.title).getByText('Rejected', { exact: true }).waitFor();

  const visitor = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url })
  ).newPage();
  await visitor.goto(`/campaign/${campaign.id}`);
  await visitor.getByRole('heading', { name: 'Campaign not found' }).waitFor();
  await visitor.goto(`/search-campaigns?searchTerm=${encodeURIComponent('pallet furniture')}`);
  await visitor.getByText('No campaigns found matching your search criteria.').waitFor();
  await visitor.context().close();

  const { body } = await world.harambee.api('/auth/login', {
    method: 'POST',
    json: { email: campaign.email, password: campaign.password },
  });
  const creator = await (
    await newVisitor(world.browser, { baseURL: world.harambee.url, viewport: PHONE })
  ).newPage();
  await openSignedIn(creator, { token: body.data.token, user: body.data.user }, '/dashboard');
  await creator.getByText(`What to change: ${reason}`).waitFor();
  await creator.getByRole('link', { name: `Edit and resubmit ${campaign.title}` }).waitFor();
  expect(
    await creator.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await creator.context().close();
  await context.close();
});

it('when an admin deletes a campaign, then it is only removed after confirming, for good', async () => {
  const campaign = await createPendingCampaign(world.harambee, {
    title: 'Nakuru bee-keeping kits',
    creator: 'Chebet Kiprop',
    email: 'chebet@example.org',
  });
  const { context, page } = await openAsAdmin(world.browser, world.harambee, '/admin');
  await card(page, campaign.title)
    .getByRole('button', { name: /^Delete/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await dialog.getByText('This action cannot be undone', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  expect(await card(page, campaign.title).isVisible()).toBe(true);

  await card(page, campaign.title)
    .getByRole('button', { name: /^Delete/ })
    .click();
  await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
  await page.getByText('Campaign deleted').waitFor();
  await card(page, campaign.title).waitFor({ state: 'detached' });
  await eventually(
    () => world.harambee.api('/v1/campaigns/status/all', { token: world.harambee.adminToken }),
    (answer) => !JSON.stringify(answer.body).includes(campaign.id),
  );
  await page.goto(`/admin/campaigns/${campaign.id}`);
  await page.getByRole('heading', { name: 'Campaign Not Found' }).waitFor();
  await context.close();
});

it('when campaigns are reviewed, edited and given to, then the details page tells the story newest first, naming who did each step', async () => {
  const campaign = await createPendingCampaign(world.harambee, {
    title: 'Eldoret dairy chilling tank',
    creator: 'Kiprono Rotich',
    email: 'kiprono@example.org',
  });
  const { context, page } = await openAsAdmin(
    world.browser,
    world.harambee,
    `/admin/campaigns/${campaign.id}`,
  );
  const errors = pageErrors(page);
  await page.getByRole('heading', { level: 1, name: campaign.title }).waitFor();
  await page.getByText('kiprono@example.org').waitFor();
  const trail = page.getByRole('list', { name: 'Campaign history, newest first' });
  await trail.getByText('Created by Kiprono Rotich').waitFor();

  await page.getByRole('button', { name: /^Approve/ }).click();
  await trail.getByText(`Approved by ${adminName}`).waitFor();
  await page.getByRole('button', { name: /^Feature/ }).click();
  await trail.getByText(`Featured by ${adminName}`).waitFor();

  const creatorToken = await world.harambee.login(campaign.email, campaign.password);
  const edit = new FormData();
  edit.set('title', `${campaign.title} and cooler`);
  edit.set('story', '<p>Now with a second cooler.</p>');
  edit.set('category', 'equipment');
  expect(
    (
      await world.harambee.api(`/v1/campaigns/${campaign.id}`, {
        method: 'PATCH',
        body: edit,
        token: creatorToken,
      })
    ).status,
  ).toBe(200);
  await page.reload();
  await trail
    .getByText('Edit proposed by Kiprono Rotich (the live version stays public)')
    .waitFor();

  await page.getByRole('button', { name: 'Publish edit' }).click();
  await trail.getByText(`Edit approved and published by ${adminName}`).waitFor();
  await page.getByRole('link', { name: 'Donate' }).click();
  await page.getByRole('heading', { name: 'Record a Donation' }).waitFor();
  await page.getByRole('spinbutton', { name: 'Amount (USD)' }).fill('40');
  await page.getByRole('textbox', { name: 'Donor name' }).fill('Wambui');
  await page.getByRole('button', { name: 'Record Donation' }).click();
  await page.getByText('Donation of $40 from Wambui recorded.').waitFor();
  await page.getByRole('link', { name: 'Back to campaign details' }).click();

  const newest = `Offline gift of $40 from Wambui, recorded by ${adminName}`;
  await trail.getByText(newest).waitFor();
  const entries = (await trail.locator('li > span:first-child').allTextContents()).map((text) =>
    text.trim(),
  );
  expect(entries).toEqual([
    newest,
    `Edit approved and published by ${adminName}`,
    'Edit proposed by Kiprono Rotich (the live version stays public)',
    `Featured by ${adminName}`,
    `Approved by ${adminName}`,
    'Created by Kiprono Rotich',
  ]);
  expect(errors).toEqual([]);
  await context.close();
});

it('when test donations are generated for an approved campaign, then they are counted and appear in its audit trail', async () => {
  const [approved] = (await world.harambee.api('/v1/campaigns/approved')).body.data.campaigns as {
    _id: string;
    title: string;
  }[];
  const { context, page } = await openAsAdmin(
    world.browser,
    world.harambee,
    `/admin/generate-donations/${approved!._id}`,
  );
  await page.getByRole('heading', { name: 'Generate Test Donations' }).waitFor();
  const count = page.getByRole('spinbutton', { name: 'Number of donations' });
  await count.fill('32');
  await page.getByRole('button', { name: 'Generate Donations' }).click();
  await page.getByText('Count must be between 1 and 31').waitFor();
  await count.fill('3');
  await page.getByRole('button', { name: 'Generate Donations' }).click();
  await page.getByText(/Generated 3 donations totalling \$[\d,]+\./).waitFor();
  await page.getByRole('button', { name: 'Back' }).click();
  await page
    .getByRole('list', { name: 'Campaign history, newest first' })
    .getByText(/^Test donation of/)
    .nth(2)
    .waitFor();
  await context.close();
});

it('when a donation arrives while the admin panel is open, then the campaign card shows the new total without a reload', async () => {
  const [campaign] = (await world.harambee.api('/v1/campaigns/approved')).body.data.campaigns as {
    _id: string;
    title: string;
    amountRaised: number;
  }[];
  const { context, page } = await openAsAdmin(
    world.browser,
    world.harambee,
    '/admin?status=approved',
  );
  const raised = card(page, campaign!.title).getByRole('definition').nth(2);
  await raised.waitFor();
  const before = await raised.textContent();
  const gift = {
    amount: 777,
    campaignId: campaign!._id,
    message: '',
    anonymous: false,
    donorName: 'Live Backer',
    paymentMethod: 'creditCard',
  };
  expect(
    (
      await world.harambee.api('/v1/donations', {
        method: 'POST',
        json: gift,
        token: world.harambee.adminToken,
      })
    ).status,
  ).toBe(201);
  const expected = `$${(campaign!.amountRaised + 777).toLocaleString('en-US')}`;
  await page.waitForFunction(
    ({ title, text }) =>
      [...document.querySelectorAll('article')].some(
        (node) => node.getAttribute('aria-label') === title && node.textContent?.includes(text),
      ),
    { title: campaign!.title, text: expected },
  );
  expect(before).not.toContain(expected);
  await context.close();
});

it("when a phone-sized admin searches by creator, then only that creator's campaigns are listed and counted", async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await openSignedIn(page, await adminSession(world.harambee), '/admin?status=all');
  await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('fatou');
  const titles = await page
    .getByRole('list', { name: 'All campaigns' })
    .getByRole('heading')
    .allTextContents();
  const all = (
    await world.harambee.api('/v1/campaigns/status/all', { token: world.harambee.adminToken })
  ).body.data.campaigns as { title: string; creator: { name: string } }[];
  const fatou = all
    .filter((campaign) => campaign.creator.name.toLowerCase().includes('fatou'))
    .map((campaign) => campaign.title);
  expect(fatou.length).toBeGreaterThan(0);
  expect(titles.sort()).toEqual(fatou.sort());
  const stats = page.getByRole('list', { name: 'Campaign statistics' });
  expect(await stats.getByText(String(fatou.length), { exact: true }).count()).toBeGreaterThan(0);
  await stats.getByText('Unique creator', { exact: true }).waitFor();
  await context.close();
});

it("when two admins have the panel open and one approves, then the other's lists change at once, without a reload", async () => {
  const campaign = await createPendingCampaign(world.harambee, {
    title: 'Nanyuki solar water pumps',
    creator: 'Wairimu Ndegwa',
    email: 'wairimu@example.org',
  });
  const first = await openAsAdmin(world.browser, world.harambee, '/admin');
  const second = await openAsAdmin(world.browser, world.harambee, '/admin');
  await card(second.page, campaign.title).waitFor();
  const reloads: string[] = [];
  second.page.on('framenavigated', (frame) => reloads.push(frame.url()));

  await card(first.page, campaign.title)
    .getByRole('button', { name: /^Approve/ })
    .click();
  await card(second.page, campaign.title).waitFor({ state: 'detached', timeout: 5_000 });

  const next = await createPendingCampaign(world.harambee, {
    title: 'Meru honey cooperative',
    creator: 'Kendi Mwiti',
    email: 'kendi@example.org',
  });
  await card(second.page, next.title).waitFor({ timeout: 5_000 });
  expect(reloads).toEqual([]);
  await first.context.close();
  await second.context.close();
});

it('when an admin is signed in anywhere from 320 to 767 px wide, then nothing in the header overlaps, the wordmark included', async () => {
  const { context, page } = await visit(world, { viewport: PHONE });
  await openSignedIn(page, await adminSession(world.harambee), '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  expect(await headerOverlapsByWidth(page)).toEqual(NO_OVERLAPS_AT_ANY_WIDTH);
  await context.close();
});

describe('who may enter', () => {
  it('when a visitor without a session opens an admin page, then they are sent to the login page', async () => {
    const page = await (await newVisitor(world.browser, { baseURL: world.harambee.url })).newPage();
    await page.goto('/admin/blog');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.context().close();
  });

  it("when a creator's token is used on an admin route, then the admin screens are refused", async () => {
    const campaign = await createPendingCampaign(world.harambee, {
      title: 'Kitale maize mill',
      creator: 'Wafula Simiyu',
      email: 'wafula@example.org',
    });
    const login = await world.harambee.api('/auth/login', {
      method: 'POST',
      json: { email: campaign.email, password: campaign.password },
    });
    const page = await (await newVisitor(world.browser, { baseURL: world.harambee.url })).newPage();
    await openSignedIn(
      page,
      { token: login.body.data.token, user: login.body.data.user },
      '/admin',
    );
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);

    // The same token without the stored user: the server's 403 sends the page away too.
    await openSignedIn(page, { token: login.body.data.token, user: null }, '/admin/contacts');
    await page.waitForURL((url) => !url.pathname.startsWith('/admin'));
    expect(await page.getByRole('table').count()).toBe(0);
    await page.context().close();
  });
});
