import { useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from '@/config/constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Width under 768 px. */
export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
