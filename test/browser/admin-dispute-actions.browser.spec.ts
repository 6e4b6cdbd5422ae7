import { browserWorld, visit } from './support/world';
import { adminSession, openSignedIn } from './support/admin';
import { describeViolations, seriousViolations } from './support/axe';
import { PHONE } from './support/browser';

jest.setTimeout(120_000);

const world = browserWorld({ seed: true });

it('when an admin contests an open dispute on a phone with the keyboard, then evidence is asked for and submitted, and the dispute offers no more answers, also after a reload', async () => {
  const { context, page, errors } = await visit(world, { viewport: PHONE });
  await openSignedIn(page, await adminSession(world.harambee), '/admin/disputes');

  const disputes = page.getByRole('list', { name: 'Disputes, open ones first by deadline' });
  const open = disputes.getByRole('article').first();
  await open.getByText('Open', { exact: true }).waitFor();
  // An open dispute held from the escrow offers no write-off: nothing is owed by the creator.
  expect(await open.getByRole('button', { name: 'Write off' }).count()).toBe(0);

  await open.getByRole('button', { name: 'Contest with evidence' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Contest with evidence' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Contest with evidence' }).click();
  await dialog.getByText('Please write the evidence to submit.').waitFor();
  await dialog
    .getByRole('textbox', { name: 'Evidence' })
    .fill('Receipt and confirmation mail sent.');
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  await dialog.getByRole('button', { name: 'Contest with evidence' }).press('Enter');
  await open
    .getByRole('status')
    .getByText('Evidence submitted: the provider decides now.')
    .waitFor();
  expect(await dialog.isVisible()).toBe(false);

  // Contested, the provider decides: no more answers are offered, now or after a reload.
  expect(await open.getByRole('button').count()).toBe(0);
  await page.reload();
  const again = page
    .getByRole('list', { name: 'Disputes, open ones first by deadline' })
    .getByRole('article')
    .first();
  await again.getByText('Evidence submitted: the provider decides now.').waitFor();
  expect(await again.getByRole('button', { name: 'Accept dispute' }).count()).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});
