/**
 * `?next=` on the login and signup pages: the page to return to after logging in (a listing a
 * guest wanted to book). In the address rather than in router state, so that a reload or a trip
 * through signup keeps it. The login page accepts only a path of this site (post-login.ts).
 */
export const NEXT_PARAM = 'next';

/** `href` carrying the page to come back to; `href` alone when there is none. */
export const withNext = (href: string, next: string | undefined): string =>
  next ? `${href}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}` : href;
