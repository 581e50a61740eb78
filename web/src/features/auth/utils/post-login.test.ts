import { describe, expect, it } from 'vitest';
import { POST_LOGIN_REDIRECT_MS, homePathFor } from './post-login';

describe('homePathFor', () => {
  it('when an admin logs in, then they land on /admin', () => {
    expect(homePathFor('ADMIN')).toBe('/admin');
  });

  it('when a user or dealer logs in, then they land on /dashboard', () => {
    expect(homePathFor('USER')).toBe('/dashboard');
    expect(homePathFor('DEALER')).toBe('/dashboard');
  });

  it('when the redirect delay is read, then it is 100 ms', () => {
    expect(POST_LOGIN_REDIRECT_MS).toBe(100);
  });
});
