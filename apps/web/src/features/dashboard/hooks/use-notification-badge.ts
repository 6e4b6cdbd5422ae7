import { useEffect } from 'react';
import { badgedFavicon } from '../lib/favicon';

const iconLink = () => document.querySelector<HTMLLinkElement>('link[rel~="icon"]');

/** Swaps the favicon for a badged one while there are unread notifications; restores it afterwards. */
export function useFaviconBadge(count: number) {
  useEffect(() => {
    const link = iconLink();
    if (!link || count <= 0) return;
    const original = link.getAttribute('href') ?? '/favicon.svg';
    link.setAttribute('href', badgedFavicon(count));
    return () => link.setAttribute('href', original);
  }, [count]);
}
