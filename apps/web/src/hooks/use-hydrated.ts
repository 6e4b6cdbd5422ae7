import { startTransition, useEffect, useState } from 'react';
import { afterParts } from '@/islands/in-turn';

/** Whether the page in this document is the browser's: false while the server renders it and while it is hydrated. */
let browserOwnsPage = false;

/** Every part of the server's page is hydrated, or the app renders on its own with no server HTML to match. */
export const hydrationIsOver = () => {
  browserOwnsPage = true;
};

/**
 * False while the server renders a page and while the browser hydrates that HTML; true from then on, and from the
 * start when the app renders on its own. What depends on the browser (its address, clock, storage) waits for it,
 * so the first render in the browser matches the server's HTML (on an islands page, until every part hydrated in turn
 * is live). The switch after hydration is a transition: it re-renders in slices the browser can interrupt, not in one
 * long task.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(browserOwnsPage);
  useEffect(() => {
    if (!hydrated) afterParts(() => startTransition(() => setHydrated(true)));
  }, [hydrated]);
  return hydrated;
}
