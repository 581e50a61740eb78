import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { sessionKey, verifySessionToken } from './verify-session';

const SECRET = 'jwt-secret-for-unit-tests-0123456789';
const KEY = sessionKey(SECRET);
const claims = { sub: 'user-1', email: 'asha@example.in', role: 'USER', jti: 'jti-1' };
const sign = (payload: object = claims, secret = SECRET, options: jwt.SignOptions = {}) =>
  jwt.sign(payload, secret, { algorithm: 'HS256', expiresIn: '1h', ...options });

function base64url(value: object) {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('verifySessionToken', () => {
  it('when a token is signed with the secret, then its claims become the session', () => {
    expect(verifySessionToken(sign(), KEY)).toEqual({
      ok: true,
      session: { userId: 'user-1', email: 'asha@example.in', role: 'USER', jti: 'jti-1' },
    });
  });

  it('when a token has expired, then it is refused as expired', () => {
    const token = sign(claims, SECRET, { expiresIn: -10 });
    expect(verifySessionToken(token, KEY)).toEqual({ ok: false, reason: 'expired' });
  });

  it('when a token is signed with another key, then it is refused', () => {
    expect(verifySessionToken(sign(claims, 'some-other-secret-0123456789'), KEY).ok).toBe(false);
  });

  it('when a token uses alg none, then it is refused', () => {
    const now = Math.floor(Date.now() / 1000);
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}.`;
    expect(verifySessionToken(token, KEY).ok).toBe(false);
  });

  it('when a token uses HS512 with the right secret, then it is refused', () => {
    expect(verifySessionToken(sign(claims, SECRET, { algorithm: 'HS512' }), KEY).ok).toBe(false);
  });

  it('when a token lacks a claim or has no expiry or an unknown role, then it is refused', () => {
    expect(verifySessionToken(sign({ ...claims, jti: undefined }), KEY).ok).toBe(false);
    expect(verifySessionToken(sign({ ...claims, role: 'ROOT' }), KEY).ok).toBe(false);
    const noExpiry = jwt.sign(claims, SECRET, { algorithm: 'HS256' });
    expect(verifySessionToken(noExpiry, KEY)).toEqual({ ok: false, reason: 'invalid claims' });
  });

  it('when the value is not a token at all, then it is refused', () => {
    expect(verifySessionToken('not-a-token', KEY)).toEqual({ ok: false, reason: 'invalid' });
  });
});
