import { describe, expect, it } from 'vitest';
import { presentedSessionToken, readCookie } from './session-token';

describe('the presented session token', () => {
  it('when the Cookie header holds the session among others, then its value is read', () => {
    expect(readCookie('a=1; ghar_session=abc.def.ghi; b=2', 'ghar_session')).toBe('abc.def.ghi');
    expect(readCookie('xghar_session=1', 'ghar_session')).toBeUndefined();
    expect(readCookie('ghar_session=%E0%A4%A', 'ghar_session')).toBeUndefined();
    expect(readCookie('s="quoted"', 's')).toBe('quoted');
  });

  it('when both a Bearer header and the cookie are sent, then the Bearer token is used', () => {
    expect(presentedSessionToken({ authorization: 'Bearer t1', cookie: 's=t2' }, 's')).toBe('t1');
    expect(presentedSessionToken({ cookie: 's=t2' }, 's')).toBe('t2');
  });

  it('when neither is sent, or the header is not Bearer, then there is no token', () => {
    expect(presentedSessionToken({}, 's')).toBeUndefined();
    expect(presentedSessionToken({ authorization: 'Basic dTpw' }, 's')).toBeUndefined();
    expect(presentedSessionToken({ authorization: 'Bearer ', cookie: 's=' }, 's')).toBeUndefined();
  });
});
