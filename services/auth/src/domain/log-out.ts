import type { AuthDeps } from './ports';

/** Revokes the presented token until it would have expired; without a valid one there is nothing to end. */
export async function logOut(
  deps: Pick<AuthDeps, 'tokens' | 'sessions'>,
  token: string | undefined,
) {
  const claims = token ? deps.tokens.read(token) : null;
  if (claims) await deps.sessions.revoke(claims.jti, claims.exp);
}
