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
 * A part of the layout in its own Suspense boundary, marked running once hydrated. The app runs on Preact, which
 * hydrates the page in one pass (React would hydrate each part on its own).
 */
export function LayoutPart({ name, children }: { name: LayoutPartName; children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <PartRunning name={name} />
    </Suspense>
  );
}
