import { describe, expect, it } from 'vitest';
import { deletedDenialLeft, presentedToken, readCookie, secondsUntil } from './session-rules';

describe('session rules', () => {
  it('when the Cookie header holds the session among others, then its value is read', () => {
    expect(readCookie('a=1; ghar_session=abc.def.ghi; b=2', 'ghar_session')).toBe('abc.def.ghi');
    expect(readCookie('xghar_session=1', 'ghar_session')).toBeUndefined();
    expect(readCookie('ghar_session=%E0%A4%A', 'ghar_session')).toBeUndefined();
  });

  it('when both a Bearer header and the cookie are sent, then the Bearer token is used', () => {
    expect(presentedToken({ authorization: 'Bearer t1', cookie: 's=t2' }, 's')).toBe('t1');
    expect(presentedToken({ cookie: 's=t2' }, 's')).toBe('t2');
    expect(presentedToken({}, 's')).toBeUndefined();
  });

  it('when a token expires later, then a revocation lasts until then and never less than a second', () => {
    expect(secondsUntil(1_000_100, 1_000_000_000)).toBe(100);
    expect(secondsUntil(999_000, 1_000_000_000)).toBe(1);
  });

  it('when a deleted user’s denial is rewritten later, then it lasts only what is left of it', () => {
    const deletedAt = new Date(1_000_000_000);
    expect(deletedDenialLeft(deletedAt, 100, 1_000_000_000)).toBe(100);
    expect(deletedDenialLeft(deletedAt, 100, 1_000_040_500)).toBe(60);
    expect(deletedDenialLeft(deletedAt, 100, 1_000_200_000)).toBe(0);
  });
});
