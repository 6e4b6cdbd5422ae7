import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  path.join(path.dirname(require.resolve('axe-core/package.json')), 'axe.min.js'),
  'utf8',
);

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
};

/** Runs axe-core (WCAG 2.x A and AA rules) in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated by the browser's debugging protocol, not as a script element the page's policy would refuse.
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((node) => ({ target: node.target })),
    }));
  });
  return violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
}

/** One line per violation, so a failing assertion says what and where. */
export const describeViolations = (violations: AxeViolation[]) =>
  violations.map(
    (violation) =>
      `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );

/**
 * Opens each screen in the page (running `opened` on it first, say to wait for the app), waits for its heading and
 * for loading to end, and answers each screen's serious or critical violations by name.
 */
export async function violationsOnScreens(
  page: Page,
  screens: { name: string; path: string; ready: string }[],
  opened: (page: Page) => Promise<unknown> = async () => {},
) {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await page.goto(screen.path);
    await opened(page);
    await page.getByRole('heading', { name: screen.ready, exact: true }).waitFor();
    await page.locator('[role=status]:has-text("Loading")').first().waitFor({ state: 'detached' });
    found[screen.name] = describeViolations(await seriousViolations(page));
  }
  return found;
}
