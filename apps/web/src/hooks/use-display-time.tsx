import { createContext, useContext } from 'react';
import type { DisplayZone } from '@/lib/format';
import { useHydrated } from './use-hydrated';

const ServerRenderDay = createContext<number | undefined>(undefined);

/** The UTC day the server rendered the page being hydrated (ms at its start). */
export const ServerRenderDayProvider = ServerRenderDay.Provider;

/**
 * The moment and time zone to show dates in: the server's render day in UTC while its HTML is rendered and
 * hydrated (a page may come from the browser's cache), so both read the same; the browser's clock and zone from then on.
 */
export function useDisplayTime(): { now: Date; timeZone?: DisplayZone } {
  const serverDay = useContext(ServerRenderDay);
  if (useHydrated() || serverDay === undefined) return { now: new Date() };
  return { now: new Date(serverDay), timeZone: 'UTC' };
}
