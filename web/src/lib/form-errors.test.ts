import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { fieldErrorMessages, refusalMessages } from './form-errors';

describe('fieldErrorMessages', () => {
  it('when several fields fail, then their messages come in the given field order', () => {
    const errors = {
      password: { type: 'custom', message: 'Password is required' },
      email: { type: 'custom', message: 'Email address is required' },
    };
    expect(fieldErrorMessages(errors, ['email', 'password'])).toEqual([
      'Email address is required',
      'Password is required',
    ]);
  });

  it('when no field fails, then there are no messages', () => {
    expect(fieldErrorMessages({}, ['email'])).toEqual([]);
  });
});

describe('refusalMessages', () => {
  it('when the server lists several problems, then all of them are shown', () => {
    const error = new ApiError(400, 'Full name is required', {
      serverMessage: 'Full name is required',
      errors: ['Full name is required', 'Please enter a valid 10-digit mobile number'],
    });
    expect(refusalMessages(error, 'Signup failed')).toHaveLength(2);
  });

  it("when the server sends one message, then it is shown before the screen's fallback", () => {
    const error = new ApiError(401, 'Invalid email or password. Please check your credentials.', {
      serverMessage: 'Invalid email or password. Please check your credentials.',
    });
    expect(refusalMessages(error, 'Login failed')).toEqual([
      'Invalid email or password. Please check your credentials.',
    ]);
  });

  it('when the server sends no message, then the fallback is shown', () => {
    expect(refusalMessages(new ApiError(500, 'x'), 'Login failed')).toEqual(['Login failed']);
  });
});
