export interface LoginLimits {
  /** Password checks one account may fail in a window; the next attempt is refused. */
  maxFailuresPerAccount: number;
  /** Attempts (failed or not) one client IP may make in a window. */
  maxAttemptsPerIp: number;
}

export const LOGIN_WINDOW_SECONDS = 60;

export type LoginVerdict = 'allowed' | 'ip-limited' | 'account-locked';

/**
 * Both counts include this attempt. `accountAttempts` are the account's password checks in its
 * window not yet cleared by a right password: each attempt takes a slot before its check, so
 * parallel guesses cannot all slip past the limit. Both limits are checked before the password,
 * so the sixth try after five failures is refused even when it is right.
 */
export function loginVerdict(
  counts: { ipAttempts: number; accountAttempts: number },
  limits: LoginLimits,
): LoginVerdict {
  if (counts.ipAttempts > limits.maxAttemptsPerIp) return 'ip-limited';
  if (counts.accountAttempts > limits.maxFailuresPerAccount) return 'account-locked';
  return 'allowed';
}
