import { paths } from '@/config/paths';
import { isAdmin, type SessionUser } from '@/lib/auth-session';

/** Where a signed-in user belongs: admins to the admin panel, everyone else to their dashboard. */
export const homeFor = (user: SessionUser | null | undefined): string =>
  isAdmin(user) ? paths.admin.getHref() : paths.dashboard.getHref();
