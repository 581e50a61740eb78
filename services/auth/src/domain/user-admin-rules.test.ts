import { describe, expect, it } from 'vitest';
import { isProtectedAccount } from './user-admin-rules';

describe('isProtectedAccount', () => {
  it('when the account is an admin, then it cannot be blocked or deleted; users and dealers can', () => {
    expect(isProtectedAccount({ role: 'ADMIN' })).toBe(true);
    expect(isProtectedAccount({ role: 'USER' })).toBe(false);
    expect(isProtectedAccount({ role: 'DEALER' })).toBe(false);
  });
});
