import { browserWorld } from './support/world';
import { adminSession, openSignedIn } from './support/admin';
import { newVisitor, pageErrors, PHONE } from './support/browser';
import { eventually } from '../support/waiting';
import { createApprovedCampaign } from './support/campaigns';
import { sidewaysScroll } from './support/layout';

jest.setTimeout(120_000);

const creator = { name: 'Wanjiru Kamau', email: 'wanjiru@creator.test', password: 'Secret123' };
const LIVE_TITLE = 'Nyeri greenhouse tomatoes';
const EDITED_TITLE = 'Nyeri greenhouse tomatoes and drip lines';

const world = browserWorld();

it('when a creator edits a live campaign on a phone, then it stays public with its old text until an admin publishes the edit beside the live one', async () => {
  const id = await createApprovedCampaign(world.harambee, {
    title: LIVE_TITLE,
    creator: creator.name,
    email: creator.email,
    country: 'Kenya',
  });
  const phone = { baseURL: world.harambee.url, viewport: PHONE, touch: true };

  const creatorContext = await newVisitor(world.browser, phone);
  const creatorPage = await creatorContext.newPage();
  const errors = pageErrors(creatorPage);
  const { body } = await world.harambee.api('/auth/login', {
    method: 'POST',
    json: { email: creator.email, password: creator.password },
  });
  await openSignedIn(creatorPage, body.data, `/campaign/${id}/edit`);
  await creatorPage.getByText('Your campaign stays live with its current text').waitFor();
  await creatorPage.getByLabel('Campaign title').fill(EDITED_TITLE);
  await creatorPage.getByRole('button', { name: 'Save Changes' }).tap();
  await creatorPage
    .getByText('Changes sent for review. Your campaign stays live meanwhile.')
    .waitFor();
  await creatorPage.waitForURL(/\/dashboard/);
  await creatorPage.getByText('Edit awaiting review').first().waitFor();

  const visitor = await newVisitor(world.browser, phone);
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/campaign/${id}`);
  await publicPage.getByRole('heading', { name: LIVE_TITLE, exact: true }).waitFor();
  expect(await publicPage.getByRole('link', { name: 'Donate Now' }).count()).toBeGreaterThan(0);
  expect(await publicPage.getByText(EDITED_TITLE).count()).toBe(0);

  await creatorPage.goto(`/campaign/${id}/edit`);
  const comparison = creatorPage.getByTestId('edit-comparison');
  await comparison.getByRole('region', { name: 'Title: changed' }).waitFor();
  await comparison.getByText(EDITED_TITLE).waitFor();
  expect(await creatorPage.getByLabel('Campaign title').inputValue()).toBe(EDITED_TITLE);

  const adminContext = await newVisitor(world.browser, phone);
  const adminPage = await adminContext.newPage();
  await openSignedIn(adminPage, await adminSession(world.harambee), `/admin/campaigns/${id}`);
  const review = adminPage.getByRole('region', { name: 'Edit awaiting review' });
  await review.getByRole('region', { name: 'Story: unchanged' }).waitFor();
  await review
    .getByRole('region', { name: 'Title: changed' })
    .getByText(LIVE_TITLE, { exact: true })
    .waitFor();
  expect(await sidewaysScroll(adminPage)).toBeLessThanOrEqual(0);
  await review.getByRole('button', { name: 'Publish edit' }).tap();
  await adminPage.getByText('Edit published').waitFor();

  await eventually(
    () => world.harambee.api(`/v1/campaigns/public/${id}`),
    (answer) => answer.body.data.campaign.title === EDITED_TITLE,
  );
  await publicPage.reload();
  await publicPage.getByRole('heading', { name: EDITED_TITLE, exact: true }).waitFor();
  expect(errors).toEqual([]);
  await Promise.all([creatorContext.close(), visitor.close(), adminContext.close()]);
});
