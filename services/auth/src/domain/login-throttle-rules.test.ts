import { describe, expect, it } from 'vitest';
import { loginVerdict } from './login-throttle-rules';

const limits = { maxFailuresPerAccount: 5, maxAttemptsPerIp: 30 };

describe('loginVerdict', () => {
  it('when an account has failed four times, then a fifth attempt is allowed', () => {
    expect(loginVerdict({ accountAttempts: 5, ipAttempts: 5 }, limits)).toBe('allowed');
  });

  it('when an account has failed five times, then the sixth attempt is refused', () => {
    expect(loginVerdict({ accountAttempts: 6, ipAttempts: 6 }, limits)).toBe('account-locked');
  });

  it('when an IP makes its thirty-first attempt in the window, then it is refused', () => {
    expect(loginVerdict({ accountAttempts: 1, ipAttempts: 30 }, limits)).toBe('allowed');
    expect(loginVerdict({ accountAttempts: 1, ipAttempts: 31 }, limits)).toBe('ip-limited');
  });
});
