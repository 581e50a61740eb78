import { ERROR_MESSAGES, type ChangePasswordBody } from '@ghar/contracts';
import { badRequest, tooManyRequests } from '@ghar/platform';
import type { AuthDeps } from './ports';
import { changeUser } from './change-user';
import { getUser } from './get-user';

/**
 * The user changes their own password with the current one. Their other sessions end (a
 * stolen session does not survive a password change); the one they act in stays.
 */
export async function changePassword(
  deps: AuthDeps,
  input: ChangePasswordBody & { userId: string; currentToken?: string },
): Promise<void> {
  const user = await getUser(deps, input.userId);
  if (!user.passwordHash) throw badRequest(ERROR_MESSAGES.passwordNotSet);
  // The login's per-account slots and text: a stolen session cannot guess the current
  // password freely.
  if ((await deps.throttle.admitPasswordCheck(user.email)) !== 'allowed') {
    throw tooManyRequests(ERROR_MESSAGES.tooManyLoginAttempts);
  }
  if (!(await deps.passwords.verify(user.passwordHash, input.currentPassword))) {
    throw badRequest(ERROR_MESSAGES.currentPasswordIncorrect);
  }
  await deps.throttle.reset(user.email);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await changeUser(deps, input.userId, () => ({
    change: { set: { passwordHash, passwordChangedAt: deps.clock.now() } },
    events: () => [],
  }));
  const currentJti = input.currentToken ? deps.tokens.read(input.currentToken)?.jti : undefined;
  await deps.sessions.revokeAll(input.userId, currentJti);
}
