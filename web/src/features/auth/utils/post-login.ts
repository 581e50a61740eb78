import { TIMEOUTS_MS } from '@ghar/contracts';
import { paths } from '@/config/paths';
import type { Role } from '@/lib/auth/user';

// DESIGN §6 picks 100 ms of the spec's two readings.
export const POST_LOGIN_REDIRECT_MS = TIMEOUTS_MS.postLoginRedirect;

// Where a fresh login lands: admins on /admin, everyone else on /dashboard.
export const homePathFor = (role: Role): string =>
  role === 'ADMIN' ? paths.admin.getHref() : paths.dashboard.getHref();
