import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates that HTML; true from then on, and from the
 * start when the app renders on its own. What depends on the browser (its address, clock, storage) waits for it,
 * so the first render in the browser matches the server's HTML.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
