/**
 * How logins are slowed (docs/identity-and-privacy.md). Guessing is slowed where it happens, per account and
 * address pair; a correct password from an address that has not failed for the account is
 * never refused because of other accounts' failures, nor because someone elsewhere keeps
 * guessing this account. Carrier NAT puts thousands of phones behind one address, so the
 * per-address ceiling counts failures only and is set far above one person's mistakes.
 */
export interface LoginLimits {
  /** Failures one account-and-address pair makes freely; each further try waits longer. */
  maxFailuresPerPair: number;
  /**
   * Failures of one account from every address in ACCOUNT_WINDOW_SECONDS; past it, only
   * addresses without a failure of their own for the account are let through to the check.
   */
  maxFailuresPerAccount: number;
  /** Failures from one address, any accounts, in IP_WINDOW_SECONDS: a spray's ceiling. */
  maxFailuresPerIp: number;
}

/** A pair's failures are forgotten this long after its last attempt. */
export const PAIR_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
export const IP_WINDOW_SECONDS = 60;
export const MAX_PAIR_DELAY_SECONDS = 60 * 60;

/**
 * The wait after a pair's n-th attempt (counted before its check): none for the first
 * `maxFailuresPerPair - 1`, then one minute, doubling with every further try, at most an hour.
 */
export function pairDelaySeconds(attempts: number, limits: LoginLimits): number {
  if (attempts < limits.maxFailuresPerPair) return 0;
  return Math.min(60 * 2 ** (attempts - limits.maxFailuresPerPair), MAX_PAIR_DELAY_SECONDS);
}

/** What the store read, atomically, as this attempt took its slot. */
export interface LoginCounts {
  /** This pair's attempts not cleared by a right password, this one included. */
  pairAttempts: number;
  /** Seconds the pair must still wait (0: none). */
  pairWaitSeconds: number;
  accountFailures: number;
  accountResetSeconds: number;
  ipFailures: number;
  ipResetSeconds: number;
}

export type LoginRefusal = 'address' | 'pair' | 'account';

export type LoginVerdict =
  | { allowed: true; /** Wait to impose on the pair before its next try. */ lockSeconds: number }
  | { allowed: false; reason: LoginRefusal; retryAfterSeconds: number };

/** At least a second: a Retry-After of 0 would invite an instant retry that is refused again. */
const atLeastOne = (seconds: number, fallback: number) => (seconds > 0 ? seconds : fallback);

export function loginVerdict(counts: LoginCounts, limits: LoginLimits): LoginVerdict {
  if (counts.ipFailures >= limits.maxFailuresPerIp) {
    const retryAfterSeconds = atLeastOne(counts.ipResetSeconds, IP_WINDOW_SECONDS);
    return { allowed: false, reason: 'address', retryAfterSeconds };
  }
  if (counts.pairWaitSeconds > 0) {
    return { allowed: false, reason: 'pair', retryAfterSeconds: counts.pairWaitSeconds };
  }
  const pairHasFailed = counts.pairAttempts > 1;
  if (counts.accountFailures >= limits.maxFailuresPerAccount && pairHasFailed) {
    const retryAfterSeconds = atLeastOne(counts.accountResetSeconds, ACCOUNT_WINDOW_SECONDS);
    return { allowed: false, reason: 'account', retryAfterSeconds };
  }
  return { allowed: true, lockSeconds: pairDelaySeconds(counts.pairAttempts, limits) };
}
