import { describe, expect, it } from 'vitest';
import { loginVerdict, pairDelaySeconds, type LoginCounts } from './login-throttle-rules';

const limits = { maxFailuresPerPair: 5, maxFailuresPerAccount: 20, maxFailuresPerIp: 100 };
const fresh: LoginCounts = {
  pairAttempts: 1,
  pairWaitSeconds: 0,
  accountFailures: 0,
  accountResetSeconds: 0,
  ipFailures: 0,
  ipResetSeconds: 0,
};

describe('pairDelaySeconds', () => {
  it('when a pair has tried fewer than five times, then it need not wait', () => {
    expect([1, 2, 3, 4].map((n) => pairDelaySeconds(n, limits))).toEqual([0, 0, 0, 0]);
  });

  it('when a pair keeps trying, then each wait doubles from a minute, up to an hour', () => {
    expect([5, 6, 7, 8].map((n) => pairDelaySeconds(n, limits))).toEqual([60, 120, 240, 480]);
    expect(pairDelaySeconds(40, limits)).toBe(3600);
  });
});

describe('loginVerdict', () => {
  it("when the address has many other accounts' failures but is under its ceiling, then a clean attempt is allowed", () => {
    expect(loginVerdict({ ...fresh, ipFailures: 99 }, limits)).toEqual({
      allowed: true,
      lockSeconds: 0,
    });
  });

  it('when the address reached its ceiling, then it waits until its window ends', () => {
    expect(loginVerdict({ ...fresh, ipFailures: 100, ipResetSeconds: 42 }, limits)).toEqual({
      allowed: false,
      reason: 'address',
      retryAfterSeconds: 42,
    });
  });

  it('when the pair is waiting, then it is told how long', () => {
    const counts = { ...fresh, pairAttempts: 6, pairWaitSeconds: 75 };
    expect(loginVerdict(counts, limits)).toMatchObject({ allowed: false, reason: 'pair' });
    expect(loginVerdict(counts, limits)).toMatchObject({ retryAfterSeconds: 75 });
  });

  it('when the account is under attack elsewhere, then an address with no failures of its own still reaches the check', () => {
    expect(loginVerdict({ ...fresh, accountFailures: 500 }, limits)).toMatchObject({
      allowed: true,
    });
  });

  it('when the account is under attack and this address has failed for it too, then it waits for the account window', () => {
    const counts = { ...fresh, pairAttempts: 2, accountFailures: 20, accountResetSeconds: 300 };
    expect(loginVerdict(counts, limits)).toEqual({
      allowed: false,
      reason: 'account',
      retryAfterSeconds: 300,
    });
  });

  it('when the fifth attempt of a pair is allowed, then it carries the minute the next must wait', () => {
    expect(loginVerdict({ ...fresh, pairAttempts: 5 }, limits)).toEqual({
      allowed: true,
      lockSeconds: 60,
    });
  });
});
