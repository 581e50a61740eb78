import type { ChangePasswordBody } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { badRequest } from '@ghar/platform';
import type { AuthDeps } from './ports';
import { changeUser } from './change-user';
import { getUser } from './get-user';
import { passwordChangedEvent } from './user-events';
import { RetryLaterError, SIGNED_IN_CHECK } from './retry-later';

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
  // The login's limits and text, as a pair of its own: a stolen session cannot guess the
  // current password freely, and its guesses count against the account like a login's.
  const verdict = await deps.throttle.admit(user.email, SIGNED_IN_CHECK);
  if (!verdict.allowed) {
    throw new RetryLaterError(ERROR_MESSAGES.tooManyLoginAttempts, verdict.retryAfterSeconds);
  }
  if (!(await deps.passwords.verify(user.passwordHash, input.currentPassword))) {
    await deps.throttle.recordFailure(user.email, SIGNED_IN_CHECK);
    throw badRequest(ERROR_MESSAGES.currentPasswordIncorrect);
  }
  await deps.throttle.reset(user.email, SIGNED_IN_CHECK);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  const now = deps.clock.now();
  await changeUser(deps, input.userId, (current) => ({
    change: { set: { passwordHash, passwordChangedAt: now } },
    // In the same write: the user hears of it (issue 27), whatever happens next.
    events: () => [passwordChangedEvent(current, now, { actorId: input.userId })],
  }));
  const currentJti = input.currentToken ? deps.tokens.read(input.currentToken)?.jti : undefined;
  await deps.sessions.revokeAll(input.userId, currentJti);
}
