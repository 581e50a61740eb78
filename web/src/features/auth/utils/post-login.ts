import { TIMEOUTS_MS } from '@ghar/contracts';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/auth/user';

// DESIGN §6 picks 100 ms of the spec's two readings.
export const POST_LOGIN_REDIRECT_MS = TIMEOUTS_MS.postLoginRedirect;

// Where a fresh login lands: admins on /admin, everyone else on /dashboard.
export const homePathFor = (role: Role): string =>
  role === 'ADMIN' ? paths.admin.getHref() : paths.dashboard.getHref();

/**
 * A protected page a guest was sent away from (ProtectedRoute's `state.from`), so that login
 * brings them back to it (e.g. /list-property). Only a path of this site counts.
 */
export const returnPathFrom = (state: unknown): string | undefined => {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = state.from as { pathname?: unknown; search?: unknown } | null;
  const path = typeof from?.pathname === 'string' ? from.pathname : '';
  if (!path.startsWith('/') || path.startsWith('//') || path === '/login') return undefined;
  return `${path}${typeof from?.search === 'string' ? from.search : ''}`;
};
