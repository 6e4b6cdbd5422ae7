import { Link, Outlet, redirect } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/feedback';
import { paths } from '@/config/paths';
import { getAuthToken, useSession } from '@/lib/auth-session';
import { useT } from '@/lib/i18n/use-t';

/** Route loader: without a stored token, go to the login page before anything loads. */
export function requireAuthLoader() {
  return getAuthToken() ? null : redirect(paths.login.getHref());
}

/**
 * Shows the creator's screen while signed in. A session that ends on the page (logout, an expired
 * token, logout in another tab) hides it at once; whoever ended it decides where to go next.
 */
export function RequireAuth() {
  const session = useSession();
  const t = useT();
  if (session) return <Outlet />;
  return (
    <EmptyState>
      <p role="status">{t('auth.signedOut')}</p>
      <Link to={paths.login.getHref()} className={buttonClass()}>
        {t('auth.logIn')}
      </Link>
    </EmptyState>
  );
}
