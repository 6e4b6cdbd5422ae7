import { ApiError } from '@/lib/api-client';
import type { Session } from '@/lib/auth-session';

/** No token, or a stored user whose role is not admin: the admin area is closed to them. */
export function isRefusedSession(session: Session | null): boolean {
  if (!session) return true;
  const role = session.user?.role;
  return role !== undefined && role.toLowerCase() !== 'admin';
}

/** Where a refused caller goes: 403 (e.g. a creator's token) to login, 401 to login with the expired notice. */
export function refusalRedirect(
  error: unknown,
  loginHref: (expired?: boolean) => string,
): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 403) return loginHref();
  if (error.status === 401) return loginHref(true);
  return undefined;
}
