import { type AnchorHTMLAttributes, useCallback, useEffect, useState } from 'react';
import { basenameOf, languageOfPath } from '@/lib/i18n/language';

/**
 * react-router as an islands page needs it: no router, the page's address read from the browser, as the app's router
 * gives it under the language's basename, and links as plain links (a full navigation, into the app where it is one).
 */
const basename = () => basenameOf(languageOfPath(window.location.pathname)) ?? '';

export const useLocation = () => {
  const { pathname, search, hash } = window.location;
  return { pathname: pathname.slice(basename().length) || '/', search, hash };
};

export function Link({ to, ...anchor }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  return <a href={`${basename()}${to}`} {...anchor} />;
}

/** Where the app's code would navigate, the browser goes: into the app. */
export const useNavigate = () => (to: string) => window.location.assign(`${basename()}${to}`);

/** An islands page never waits for a route. */
export const useNavigation = () => ({ state: 'idle' as const });

/** The address's query, written with the history API (a step back reads it again), as the app's router does. */
export function useSearchParams() {
  const [search, setSearch] = useState(window.location.search);
  useEffect(() => {
    const moved = () => setSearch(window.location.search);
    window.addEventListener('popstate', moved);
    return () => window.removeEventListener('popstate', moved);
  }, []);
  const setQuery = useCallback((query: URLSearchParams, options?: { replace?: boolean }) => {
    const address = `${window.location.pathname}${query.size > 0 ? `?${query}` : ''}`;
    if (options?.replace) window.history.replaceState(null, '', address);
    else window.history.pushState(null, '', address);
    setSearch(window.location.search);
  }, []);
  return [new URLSearchParams(search), setQuery] as const;
}
