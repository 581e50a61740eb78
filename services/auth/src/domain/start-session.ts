import type { AuthDeps, IssuedSession } from './ports';
import type { UserRecord } from './user';

/** Issues a session token and indexes it, so a later block or password reset can end it. */
export async function startSession(
  deps: Pick<AuthDeps, 'tokens' | 'sessions'>,
  user: UserRecord,
): Promise<IssuedSession> {
  const session = deps.tokens.issue(user);
  await deps.sessions.remember(user.id, session.jti, session.expiresAt);
  return session;
}
