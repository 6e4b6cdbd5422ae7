import { createContext, useContext } from 'react';
import { useHydrated } from './use-hydrated';

const ServerRenderTime = createContext<number | undefined>(undefined);

/** When the server rendered the page being hydrated (ms since the epoch). */
export const ServerRenderTimeProvider = ServerRenderTime.Provider;

/**
 * The moment and time zone to show dates in: the server's render time in UTC while its HTML is rendered and
 * hydrated, so both read the same; the browser's clock and zone from then on.
 */
export function useDisplayTime(): { now: Date; timeZone?: string } {
  const serverTime = useContext(ServerRenderTime);
  if (useHydrated() || serverTime === undefined) return { now: new Date() };
  return { now: new Date(serverTime), timeZone: 'UTC' };
}
