import { TIMEOUTS_MS } from '@ghar/contracts/constants';
import { paths } from '@/config/paths';
import { NEXT_PARAM } from '@/lib/auth/next-page';
import type { Role } from '@/lib/auth/user';

// docs/business-decisions.md picks 100 ms of the spec's two readings.
export const POST_LOGIN_REDIRECT_MS = TIMEOUTS_MS.postLoginRedirect;

// Where a fresh login lands: admins on /admin, everyone else on /dashboard.
export const homePathFor = (role: Role): string =>
  role === 'ADMIN' ? paths.admin.getHref() : paths.dashboard.getHref();

/** Only a path of this site counts: never another host (`//…`, `\\…`, a scheme), never login. */
const sitePath = (path: string): string | undefined => {
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return undefined;
  if (path === '/login' || path.startsWith('/login?')) return undefined;
  return path;
};

/**
 * The page to return to after login: a protected page a guest was sent away from
 * (ProtectedRoute's `state.from`, e.g. /list-property), else the address's `?next=` (a listing a
 * guest wanted to book, issue 26).
 */
export const returnPathFrom = (state: unknown, search = ''): string | undefined => {
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = state.from as { pathname?: unknown; search?: unknown } | null;
    const path = typeof from?.pathname === 'string' ? from.pathname : '';
    const query = typeof from?.search === 'string' ? from.search : '';
    const back = sitePath(path) && `${path}${query}`;
    if (back) return back;
  }
  return sitePath(new URLSearchParams(search).get(NEXT_PARAM) ?? '');
};
