import type { AnchorHTMLAttributes } from 'react';
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
