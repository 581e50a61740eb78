import { ERROR_MESSAGES, type LoginBody } from '@ghar/contracts';
import { forbidden, tooManyRequests, unauthorized } from '@ghar/platform';
import type { IssuedSession } from '../data-access/session-tokens';
import type { AuthDeps } from './deps';
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
  // A failure keeps the slot admit took; only a right password gives them back.
  if (!user || !passwordOk) throw unauthorized(ERROR_MESSAGES.invalidCredentials);
  if (user.status === 'BLOCKED') throw forbidden(ERROR_MESSAGES.accountBlocked);

  await deps.throttle.reset(input.email);
  return { user, session: await startSession(deps, user) };
}
