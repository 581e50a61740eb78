import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import type { AuthDeps } from './ports';
import { RetryLaterError } from './retry-later';

/**
 * Each sign-up writes an account and tells every admin, so one address may make only a few in
 * this window (SIGNUP_MAX_PER_IP): a family or a cyber café signs up in turn; a script does not.
 */
export const SIGNUP_WINDOW_SECONDS = 10 * 60;

/** Counts this sign-up attempt against its address; 429 with Retry-After past the limit. */
export async function admitSignup(deps: Pick<AuthDeps, 'signups'>, ip: string): Promise<void> {
  const { allowed, retryAfterSeconds } = await deps.signups.hit(ip);
  if (!allowed) throw new RetryLaterError(ERROR_MESSAGES.tooManySignups, retryAfterSeconds);
}
