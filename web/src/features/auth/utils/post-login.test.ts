import { describe, expect, it } from 'vitest';
import { withNext } from '@/lib/auth/next-page';
import { POST_LOGIN_REDIRECT_MS, homePathFor, returnPathFrom } from './post-login';

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

describe('returnPathFrom', () => {
  it('when a guest was sent to login from a protected page, then login returns there', () => {
    expect(returnPathFrom({ from: { pathname: '/list-property', search: '' } })).toBe(
      '/list-property',
    );
    expect(returnPathFrom({ from: { pathname: '/sell', search: '?x=1' } })).toBe('/sell?x=1');
  });

  it('when there is no page or it is not a path of this site, then there is none', () => {
    expect(returnPathFrom(undefined)).toBeUndefined();
    expect(returnPathFrom({ email: 'a@b.in' })).toBeUndefined();
    expect(returnPathFrom({ from: { pathname: '//evil.example/x' } })).toBeUndefined();
    expect(returnPathFrom({ from: { pathname: 'https://evil.example' } })).toBeUndefined();
  });
});

describe('?next= (issue 26: a guest booking a listing)', () => {
  it('when the address names a page of this site, then login returns there, query and all', () => {
    const search = withNext('/login', '/property/abc?book=1').slice('/login'.length);
    expect(search).toBe('?next=%2Fproperty%2Fabc%3Fbook%3D1');
    expect(returnPathFrom(null, search)).toBe('/property/abc?book=1');
  });

  it('when next names another site, a backslash trick or login itself, then it is ignored', () => {
    for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example', '/login']) {
      expect(returnPathFrom(null, `?next=${encodeURIComponent(next)}`)).toBeUndefined();
    }
  });

  it("when both are given, then the protected page's state wins; no next, then the link is bare", () => {
    const search = '?next=%2Fproperty%2Fabc';
    expect(returnPathFrom({ from: { pathname: '/list-property' } }, search)).toBe('/list-property');
    expect(withNext('/signup', undefined)).toBe('/signup');
  });
});
