import { browserWorld, visit } from './support/world';
import { takeCspViolations } from './support/csp';

jest.setTimeout(120_000);

const world = browserWorld({ seed: true });

it('when a visitor opens the home, a campaign, login and create-campaign pages, then each works under the policy without one violation', async () => {
  const campaign = (await world.harambee.api('/v1/campaigns/featured')).body.data.campaigns[0];
  const { context, page } = await visit(world);
  const visits: [string, string][] = [
    ['/', 'Featured Stories'],
    [`/campaign/${campaign._id}`, campaign.title],
    ['/login', 'Email address'],
    ['/create-campaign', 'Step 1: Campaign details'],
  ];
  for (const [address, shown] of visits) {
    const response = await page.goto(address);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    await page.getByText(shown).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect({ address, violations: takeCspViolations() }).toEqual({ address, violations: [] });
  }
  await context.close();
});

it('when a page is made to run an inline script, then the browser refuses it and the test support sees the violation', async () => {
  const { context, page } = await visit(world);
  await page.goto('/');
  await page.getByRole('heading', { name: 'Featured Stories' }).waitFor();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.body.append(script);
  });
  await page.waitForTimeout(200);

  expect(
    await page.evaluate(() => (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan),
  ).toBeUndefined();
  expect(takeCspViolations().join('\n')).toContain('script-src');
  await context.close();
});
