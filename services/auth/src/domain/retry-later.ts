import { AppError } from '@ghar/platform';

/** A 429 that says when to come back: the route answers it with a Retry-After header. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { code: 'RATE_LIMITED' });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The address a signed-in user's check of their own current password is counted under. */
export const SIGNED_IN_CHECK = 'signed-in';
