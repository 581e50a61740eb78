import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { RouteAccess } from '@ghar/platform';
import type { CallerName } from './callers';

export interface Observed {
  status: number;
  error?: string;
}

/** What the matrix demands, in words for the failure table; `undefined` when it is met. */
export type Verdict = string | undefined;

const refusedAs = (observed: Observed, status: number, text: string): Verdict =>
  observed.status === status && observed.error === text ? undefined : `${status} "${text}"`;

const notRefused = (observed: Observed): Verdict =>
  observed.status === 401 || observed.status === 403 ? 'not 401/403' : undefined;

// Someone else's resource: refused or hidden, and never served.
const notServed = (observed: Observed): Verdict =>
  observed.status === 403 || observed.status === 404 ? undefined : '403 or 404 (another user’s id)';

/**
 * Routes open to any signed-in caller that refuse an admin by design, with 403 'Access Denied':
 * an admin cannot apply to become a dealer (issue 12; the admin's id already is the code that
 * places dealers directly under the company).
 */
export const REFUSED_TO_ADMINS = new Set(['POST /api/auth/apply-dealer']);

/**
 * The declared access of a route, as each caller must meet it through the gateway. The
 * resources of `owner-or-admin` routes belong to 'user'; the others' ids are nobody's in
 * particular (made by the admin).
 */
export function accessVerdict(
  access: RouteAccess,
  caller: CallerName,
  observed: Observed,
  route = '',
): Verdict {
  if (caller === 'visitor') {
    return access === 'visitor'
      ? notRefused(observed)
      : refusedAs(observed, 401, ERROR_MESSAGES.authRequired);
  }
  if (caller === 'blocked user') {
    // The gateway ends a blocked user's session on any call that presents it.
    if (access !== 'visitor' || observed.status === 401 || observed.status === 403) {
      return refusedAs(observed, 401, ERROR_MESSAGES.accountBlocked);
    }
    return undefined;
  }
  if (caller === 'admin') {
    return REFUSED_TO_ADMINS.has(route)
      ? refusedAs(observed, 403, ERROR_MESSAGES.accessDenied)
      : notRefused(observed);
  }
  const denied = () => refusedAs(observed, 403, ERROR_MESSAGES.accessDenied);
  switch (access) {
    case 'visitor':
    case 'signed-in':
      return notRefused(observed);
    case 'admin':
      return denied();
    case 'dealer':
      return caller === 'dealer' ? notRefused(observed) : denied();
    case 'owner-or-admin':
      return caller === 'user' ? notRefused(observed) : notServed(observed);
  }
}

/** A 5xx is never an answer to a call the matrix makes, unless the document declares it. */
export function serverErrorVerdict(observed: Observed, declared: number[]): Verdict {
  return observed.status >= 500 && !declared.includes(observed.status)
    ? 'no undeclared 5xx'
    : undefined;
}
