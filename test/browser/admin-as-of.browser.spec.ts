import { browserWorld, visit } from './support/world';
import { adminSession, createPendingCampaign, openSignedIn } from './support/admin';
import { PHONE } from './support/browser';
import { describeViolations, seriousViolations } from './support/axe';
import { eventually } from '../support/waiting';

jest.setTimeout(180_000);

const world = browserWorld();

it('when an admin on a phone looks at a campaign as it was before its edit, then the old title shows, and compared with now the change, without sideways scrolling or serious WCAG violations', async () => {
  const campaign = await createPendingCampaign(world.harambee, {
    title: 'Nakuru tailoring workshop',
    creator: 'Njeri Kamau',
    email: 'njeri@example.org',
  });
  const creatorToken = await world.harambee.login(campaign.email, campaign.password);
  const edit = new FormData();
  edit.set('title', 'Nakuru tailoring workshop, two machines');
  edit.set('story', '<p>Two sewing machines.</p>');
  edit.set('category', 'equipment');
  const edited = await world.harambee.api(`/v1/campaigns/${campaign.id}`, {
    method: 'PATCH',
    body: edit,
    token: creatorToken,
  });
  expect(edited.status).toBe(200);
  await eventually(
    () => world.harambee.api(`/v1/campaigns/${campaign.id}`, { token: world.harambee.adminToken }),
    (answer) => answer.body.data?.campaign?.title === 'Nakuru tailoring workshop, two machines',
  );

  const { context, page, errors } = await visit(world, { viewport: PHONE });
  await openSignedIn(page, await adminSession(world.harambee), `/admin/campaigns/${campaign.id}`);
  await page.getByRole('tab', { name: 'As of' }).click();
  const panel = page.getByRole('region', { name: 'As of' });
  // The first question opens the scratch read models (an embedded PostgreSQL): slow on a busy machine.
  await panel.getByText(/^As of event (\d+) of \1,/).waitFor({ timeout: 90_000 });

  await panel.getByRole('combobox', { name: 'Position in its history' }).selectOption('1');
  await panel.getByText(/^As of event 1 of /).waitFor();
  await panel.getByText('Nakuru tailoring workshop', { exact: true }).waitFor();

  await panel.getByRole('checkbox', { name: 'Compare with now' }).check();
  const diff = panel.getByRole('table', { name: 'What changed since then' });
  const titleRow = diff.getByRole('row', { name: /^campaign\.title/ });
  await titleRow.getByText('Nakuru tailoring workshop, two machines').waitFor();

  await panel.getByRole('button', { name: 'Show' }).click();
  await panel.getByRole('alert').getByText('Enter a date and time.').waitFor();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
