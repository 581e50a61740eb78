import { ERROR_MESSAGES, type LoginBody } from '@ghar/contracts';
import { forbidden, tooManyRequests, unauthorized } from '@ghar/platform';
import type { AuthDeps, IssuedSession } from './ports';
import { startSession } from './start-session';
import type { UserRecord } from './user';

/**
 * Limits first (per IP, then per account, both before the password is looked at), then the
 * password, then the account's standing. Unknown e-mail and wrong password read the same.
 */
export async function logIn(
  deps: AuthDeps,
  input: LoginBody & { ip: string },
): Promise<{ user: UserRecord; session: IssuedSession }> {
  const verdict = await deps.throttle.admit(input.email, input.ip);
  if (verdict !== 'allowed') throw tooManyRequests(ERROR_MESSAGES.tooManyLoginAttempts);

  const user = await deps.users.findByEmail(input.email);
  const passwordOk = await deps.passwords.verify(user?.passwordHash, input.password);
  // A failure keeps the slot admit took; a right password gives them all back, blocked or
  // not (a blocked owner who knows their password is not a guesser, and keeps getting 403).
  if (!user || !passwordOk) throw unauthorized(ERROR_MESSAGES.invalidCredentials);
  await deps.throttle.reset(input.email);
  if (user.status === 'BLOCKED') throw forbidden(ERROR_MESSAGES.accountBlocked);

  return { user, session: await startSession(deps, user) };
}
