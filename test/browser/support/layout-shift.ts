import type { BrowserContext, Page } from 'playwright-core';

type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
type Watched = Window & { layoutShifts?: () => { value: number; moved: string[] }[] };

/** From the first byte of every page in the context, records its layout shifts (PerformanceObserver, buffered). */
export const watchLayoutShifts = (context: BrowserContext) =>
  context.addInitScript(() => {
    const shifts: Shift[] = [];
    const observer = new PerformanceObserver((list) =>
      shifts.push(...(list.getEntries() as unknown as Shift[])),
    );
    observer.observe({ type: 'layout-shift', buffered: true });
    const named = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.className}`
        : String(node?.nodeName);
    (window as Watched).layoutShifts = () => {
      shifts.push(...(observer.takeRecords() as unknown as Shift[]));
      return shifts
        .filter((shift) => !shift.hadRecentInput)
        .map((shift) => ({
          value: shift.value,
          moved: shift.sources.map((source) => named(source.node)),
        }));
    };
  });

/**
 * The page's layout shift score so far: the sum of its shifts not caused by the visitor's input, after the next
 * frames are drawn. `moved` names what moved, to say why when the score is too high.
 */
export const layoutShift = async (page: Page) => {
  await page.evaluate(
    () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
  );
  const shifts = await page.evaluate(() => (window as Watched).layoutShifts?.());
  if (!shifts)
    throw new Error('layout shifts are not watched: call watchLayoutShifts(context) first');
  return {
    score: shifts.reduce((sum, shift) => sum + shift.value, 0),
    moved: shifts.flatMap((shift) => shift.moved),
  };
};

/** Resolves once every image in the page's main content is loaded (or broken) — lazy ones not yet near the screen aside. */
export const imagesInViewLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('main img')]
      .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
      .every((image) => image.complete),
  );
