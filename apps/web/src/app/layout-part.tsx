import { type ReactNode, Suspense, useEffect } from 'react';
import { hydrationIsOver } from '@/hooks/use-hydrated';

export type LayoutPartName = 'header' | 'page' | 'footer';
const LAYOUT_PARTS: readonly LayoutPartName[] = ['header', 'page', 'footer'];

const partsRunning = new Set<LayoutPartName>();

/**
 * Once the app runs every part of the page, components mount as the browser's (useHydrated) and the document is
 * marked: browser tests wait for it.
 */
function PartRunning({ name }: { name: LayoutPartName }) {
  useEffect(() => {
    partsRunning.add(name);
    if (!LAYOUT_PARTS.every((part) => partsRunning.has(part))) return;
    hydrationIsOver();
    document.documentElement.dataset.app = 'ready';
  }, [name]);
  return null;
}

/**
 * A part of the layout that React hydrates on its own: the layout first, then each part in slices the browser can
 * interrupt, not in one long task. A click on a part not yet hydrated hydrates that part at once, then reaches it.
 */
export function LayoutPart({ name, children }: { name: LayoutPartName; children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <PartRunning name={name} />
    </Suspense>
  );
}
