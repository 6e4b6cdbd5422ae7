import { browserWorld, visit } from './support/world';
import { adminSession, openSignedIn } from './support/admin';
import { describeViolations, seriousViolations } from './support/axe';
import { PHONE } from './support/browser';
import { pagesScrollingSideways } from './support/layout';

jest.setTimeout(120_000);

const world = browserWorld({ seed: true });

it('when an admin opens Disputes on a phone, then open disputes show their deadline, a lost one its debtor, and the reconciliation differences follow, all within the screen', async () => {
  const { context, page, errors } = await visit(world, { viewport: PHONE });
  await openSignedIn(page, await adminSession(world.harambee), '/admin');
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('link', { name: 'Disputes' })
    .click();
  await page.waitForURL((url) => url.pathname === '/admin/disputes');

  const disputes = page.getByRole('list', { name: 'Disputes, open ones first by deadline' });
  const open = disputes.getByRole('article').first();
  await open.getByText('Open', { exact: true }).waitFor();
  await open.getByText('Evidence due').waitFor();
  expect(await open.getByRole('link').textContent()).toBe(
    'Pietermaritzburg school uniform workshop',
  );
  const lost = disputes.getByRole('article').filter({ hasText: 'Lost' });
  await lost.getByText('The creator: it was lost after the payout').waitFor();
  const difference = page.getByRole('article', { name: 'Gift T_demo_unmatched' });
  await difference.getByText('Not in our records').waitFor();
  await difference.getByText('$42.00').waitFor();

  expect(
    await pagesScrollingSideways(page, [
      {
        path: '/admin/disputes',
        ready: (screen) =>
          screen.getByRole('heading', { name: 'Reconciliation differences' }).waitFor(),
      },
    ]),
  ).toEqual([]);
  expect(describeViolations(await seriousViolations(page))).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
