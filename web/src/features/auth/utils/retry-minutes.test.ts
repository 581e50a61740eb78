import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { retryMinutes } from './retry-minutes';

const refused = (retryAfterSeconds?: number) =>
  new ApiError(429, 'Too many failed login attempts. Please try again later.', {
    retryAfterSeconds,
  });

describe('retryMinutes', () => {
  it('when the refusal says seconds, then they are rounded up to whole minutes', () => {
    expect(retryMinutes(refused(1))).toBe(1);
    expect(retryMinutes(refused(60))).toBe(1);
    expect(retryMinutes(refused(61))).toBe(2);
    expect(retryMinutes(refused(3600))).toBe(60);
  });

  it('when the error is not a timed 429, then there is no wait to tell', () => {
    expect(retryMinutes(refused())).toBeNull();
    expect(retryMinutes(new ApiError(401, 'Invalid email or password'))).toBeNull();
    expect(retryMinutes(new Error('x'))).toBeNull();
  });
});
