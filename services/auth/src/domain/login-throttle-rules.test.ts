import { describe, expect, it } from 'vitest';
import { clientIp, loginVerdict } from './login-throttle-rules';

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

describe('clientIp', () => {
  it('when the gateway appended an address, then the last entry counts and client claims are ignored', () => {
    expect(clientIp('1.1.1.1, 10.0.0.7', '127.0.0.1')).toBe('10.0.0.7');
  });

  it('when there is no forwarded header, then the socket address counts', () => {
    expect(clientIp(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp(' , ', '::1')).toBe('::1');
  });
});
