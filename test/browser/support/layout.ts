import type { Page } from 'playwright-core';

/** How many pixels the page scrolls sideways: 0 when it fits the viewport. */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Checks each path at the page's current width; answers the paths that scroll sideways, with by how much. */
export async function pagesScrollingSideways(
  page: Page,
  screens: { path: string; ready: (page: Page) => Promise<unknown> }[],
) {
  const wide: string[] = [];
  for (const screen of screens) {
    await page.goto(screen.path);
    await screen.ready(page);
    await page.locator('[role=status]:has-text("Loading")').first().waitFor({ state: 'detached' });
    const overflow = await sidewaysScroll(page);
    if (overflow > 0) wide.push(`${screen.path} by ${overflow}px`);
  }
  return wide;
}

/**
 * Pairs of header controls (links and buttons) whose visible parts overlap, the wordmark included. A part
 * clipped away by an ancestor with hidden overflow does not count.
 */
const headerOverlaps = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      if (
        box.width === 0 ||
        box.height === 0 ||
        box.bottom <= 0 ||
        box.right <= 0 ||
        box.left >= window.innerWidth
      )
        return undefined;
      for (
        let parent = element.parentElement;
        parent && parent !== header;
        parent = parent.parentElement
      ) {
        if (getComputedStyle(parent).overflow === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (
          box.top >= clip.bottom ||
          box.bottom <= clip.top ||
          box.left >= clip.right ||
          box.right <= clip.left
        )
          return undefined;
      }
      return box;
    };
    const controls = [...header.querySelectorAll('a, button')].filter((control) => shown(control));
    const parts = controls.flatMap((control, index) =>
      [control, ...control.querySelectorAll('*')].flatMap((element) => {
        const box = shown(element);
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? '';
        return box ? [{ index, name, box }] : [];
      }),
    );
    const found = new Set<string>();
    for (const a of parts)
      for (const b of parts) {
        if (a.index >= b.index) continue;
        const overlap =
          a.box.left < b.box.right - 0.5 &&
          b.box.left < a.box.right - 0.5 &&
          a.box.top < b.box.bottom - 0.5 &&
          b.box.top < a.box.bottom - 0.5;
        if (overlap) found.add(`${a.name} overlaps ${b.name}`);
      }
    return [...found];
  });

/** Widths a phone or small tablet may have, 320 to 767 px. */
const PHONE_WIDTHS = [320, 340, 360, 375, 390, 400, 414, 430, 480, 540, 600, 680, 767];

/** The header's overlaps at every phone width, keyed by width: all empty when the header fits everywhere. */
export async function headerOverlapsByWidth(page: Page) {
  const found: Record<number, string[]> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    found[width] = await headerOverlaps(page);
  }
  return found;
}

export const NO_OVERLAPS_AT_ANY_WIDTH = Object.fromEntries(
  PHONE_WIDTHS.map((width) => [width, []]),
);
