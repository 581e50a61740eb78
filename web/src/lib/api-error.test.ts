import { describe, expect, it } from 'vitest';
import { ApiError, screenErrorMessage } from './api-error';

describe('screenErrorMessage', () => {
  it('when the server sent an error text, then that text comes first', () => {
    const error = new ApiError(400, 'Title is required', { serverMessage: 'Title is required' });
    expect(screenErrorMessage(error, 'Failed to list property')).toBe('Title is required');
  });

  it('when the server sent no text, then the screen fallback is used', () => {
    const error = new ApiError(500, 'Server error. Please try again in a few moments.');
    expect(screenErrorMessage(error, 'Failed to load properties')).toBe(
      'Failed to load properties',
    );
  });

  it('when the connection failed, then the transport message is kept', () => {
    const error = new ApiError(0, 'Network error.', { kind: 'network' });
    expect(screenErrorMessage(error, 'Failed to load users')).toBe('Network error.');
  });

  it('when the error is not from the API, then the screen fallback is used', () => {
    expect(screenErrorMessage(new Error('x'), 'Login failed')).toBe('Login failed');
  });
});
