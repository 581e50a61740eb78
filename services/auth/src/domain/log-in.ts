import type { LoginBody } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { forbidden, unauthorized } from '@ghar/platform';
import type { AuthDeps, IssuedSession } from './ports';
import { RetryLaterError } from './retry-later';
import { noteSignInDevice } from './note-sign-in-device';
import { startSession } from './start-session';
import type { UserRecord } from './user';

/**
 * Limits first (login-throttle-rules, before the password is looked at), then the password,
 * then the account's standing. Unknown e-mail and wrong password read the same.
 */
export async function logIn(
  deps: AuthDeps,
  input: LoginBody & { ip: string; userAgent?: string },
): Promise<{ user: UserRecord; session: IssuedSession }> {
  const verdict = await deps.throttle.admit(input.email, input.ip);
  if (!verdict.allowed) {
    throw new RetryLaterError(ERROR_MESSAGES.tooManyLoginAttempts, verdict.retryAfterSeconds);
  }

  const user = await deps.users.findByEmail(input.email);
  const passwordOk = await deps.passwords.verify(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    await deps.throttle.recordFailure(input.email, input.ip);
    throw unauthorized(ERROR_MESSAGES.invalidCredentials);
  }
  // A right password clears its pair, blocked or not (a blocked owner who knows their
  // password is not a guesser, and keeps getting 403).
  await deps.throttle.reset(input.email, input.ip);
  if (user.status === 'BLOCKED') throw forbidden(ERROR_MESSAGES.accountBlocked);

  await noteSignInDevice(deps, user, input.userAgent);
  return { user, session: await startSession(deps, user) };
}
