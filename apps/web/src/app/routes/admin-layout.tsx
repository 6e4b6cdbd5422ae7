import { Outlet, redirect } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useRefusalRedirect } from '@/features/admin/hooks/use-refusal-redirect';
import { isRefusedSession } from '@/features/admin/lib/access';
import { getSession } from '@/lib/auth-session';

/** Admin screens need a stored token of an admin; the server has the last word (401/403 also go to /login). */
export function adminLoader() {
  return isRefusedSession(getSession()) ? redirect(paths.login.getHref()) : null;
}

export function AdminLayoutRoute() {
  useRefusalRedirect();
  return <Outlet />;
}
