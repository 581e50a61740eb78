import { describe, expect, it } from 'vitest';
import { canBlockOrDelete, editableAadhaar, passwordState, userLabel } from './user-rules';

describe('canBlockOrDelete', () => {
  it('when the account is an admin, then it cannot be blocked or deleted', () => {
    expect(canBlockOrDelete({ role: 'ADMIN' })).toBe(false);
  });

  it('when the account is a user or dealer, then it can', () => {
    expect(canBlockOrDelete({ role: 'USER' })).toBe(true);
    expect(canBlockOrDelete({ role: 'DEALER' })).toBe(true);
  });
});

describe('passwordState', () => {
  it('when a password is set, then its change date is given', () => {
    expect(
      passwordState({ hasPassword: true, passwordChangedAt: '2025-01-05T10:00:00.000Z' }),
    ).toEqual({ kind: 'set', changedAt: '2025-01-05T10:00:00.000Z' });
  });

  it('when no password is set, then the account is a Google sign-in one', () => {
    expect(passwordState({ hasPassword: false, passwordChangedAt: null })).toEqual({
      kind: 'none',
    });
  });

  it('when the server did not say, then nothing is claimed', () => {
    expect(passwordState({})).toEqual({ kind: 'unknown' });
  });
});

describe('editableAadhaar', () => {
  it('when the full number is known, then the form starts with it', () => {
    expect(editableAadhaar('123456789012')).toBe('123456789012');
  });

  it('when the number is masked or missing, then the form starts empty', () => {
    expect(editableAadhaar('XXXX XXXX 9012')).toBe('');
    expect(editableAadhaar(undefined)).toBe('');
  });
});

describe('userLabel', () => {
  it('when a user has a name, then the name labels them, else the e-mail', () => {
    expect(userLabel({ name: 'Meera Joshi', email: 'meera@example.in' })).toBe('Meera Joshi');
    expect(userLabel({ name: ' ', email: 'meera@example.in' })).toBe('meera@example.in');
  });
});
