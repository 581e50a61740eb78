/** The session cookie's default name (SESSION_COOKIE in auth's and the gateway's config). */
export const SESSION_COOKIE_NAME = 'ghar_session';

/**
 * Attributes auth sets the cookie with and the gateway clears it with: a browser only drops a
 * cookie cleared with the same path. `secure` comes from each process's config.
 */
export const SESSION_COOKIE_ATTRIBUTES = { httpOnly: true, sameSite: 'lax', path: '/' } as const;
