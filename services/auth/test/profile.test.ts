import { revokedSessionKey } from '@ghar/contracts/session';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueIp } from '@ghar/testing';
import { startAuthService, type AuthService } from './support/auth-service';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.close());

const login = (email: string, password: string) =>
  svc.call('POST', '/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': uniqueIp() },
  });

describe('PUT /auth/profile', () => {
  it('when a user edits name, mobile and Aadhaar, then they are saved and the e-mail stays', async () => {
    const user = await svc.createUser();
    const res = await svc.call('PUT', '/auth/profile', {
      as: user.identity,
      json: {
        name: '  Ravi Kumar ',
        mobile: '8123456789',
        aadhaar: '345678901234',
        email: 'new@example.in',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: 'Ravi Kumar',
      mobile: '8123456789',
      aadhaar: 'XXXX XXXX 1234',
      email: user.email,
    });
  });

  it('when mobile and Aadhaar are sent empty, then they are cleared', async () => {
    const user = await svc.createUser('USER', { mobile: '9123456789', aadhaar: '456789012345' });
    const res = await svc.call('PUT', '/auth/profile', {
      as: user.identity,
      json: { name: 'Cleared', mobile: '', aadhaar: '' },
    });
    expect(res.body.data.user).toMatchObject({ mobile: null, aadhaar: null });
  });

  it('when the name is empty or the mobile or Aadhaar malformed, then the spec messages are listed', async () => {
    const user = await svc.createUser();
    const res = await svc.call('PUT', '/auth/profile', {
      as: user.identity,
      json: { name: ' ', mobile: '12345', aadhaar: '1234' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([V.fullNameRequired, V.mobileInvalid, V.aadhaarInvalid]);
  });

  it('when a visitor edits a profile, then 401', async () => {
    expect((await svc.call('PUT', '/auth/profile', { json: { name: 'x' } })).status).toBe(401);
  });
});

describe('PUT /auth/password', () => {
  it('when the current password is right and the new one strong, then it changes and only the new one signs in', async () => {
    const user = await svc.createUser();
    const res = await svc.call('PUT', '/auth/password', {
      as: user.identity,
      json: { currentPassword: user.password, newPassword: 'N3w@Secret' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(SUCCESS_MESSAGES.passwordChanged);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'N3w@Secret')).status).toBe(200);
  });

  it('when the current password is wrong, then 400 with the clear message', async () => {
    const user = await svc.createUser();
    const res = await svc.call('PUT', '/auth/password', {
      as: user.identity,
      json: { currentPassword: 'Not@Mine1', newPassword: 'N3w@Secret' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ERROR_MESSAGES.currentPasswordIncorrect);
  });

  it('when the current password is guessed wrong five times, then the next try gets the login’s 429 with Retry-After even when right', async () => {
    const user = await svc.createUser();
    const change = (currentPassword: string) =>
      svc.call('PUT', '/auth/password', {
        as: user.identity,
        json: { currentPassword, newPassword: 'N3w@Secret' },
      });
    for (let guess = 1; guess <= 5; guess += 1) {
      expect((await change(`Guess@${guess}x`)).status).toBe(400);
    }
    const right = await change(user.password);
    expect(right.status).toBe(429);
    expect(right.body.error).toBe(ERROR_MESSAGES.tooManyLoginAttempts);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // A session's guesses are a pair of their own: the owner still signs in from their phone.
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it.each([
    ['Sh0rt@a', V.passwordTooShort],
    ['NOLOWER1@', V.passwordNeedsLowercase],
    ['noupper1@', V.passwordNeedsUppercase],
    ['NoNumber@', V.passwordNeedsNumber],
    ['NoSpecial1', V.passwordNeedsSpecial],
  ])(
    'when the new password is %s, then the strength rule message is returned',
    async (newPassword, message) => {
      const user = await svc.createUser();
      const res = await svc.call('PUT', '/auth/password', {
        as: user.identity,
        json: { currentPassword: user.password, newPassword },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([message]);
    },
  );

  it('when the current password is missing, then it is asked for', async () => {
    const user = await svc.createUser();
    const res = await svc.call('PUT', '/auth/password', {
      as: user.identity,
      json: { newPassword: 'N3w@Secret' },
    });
    expect(res.body.errors).toEqual([V.currentPasswordRequired]);
  });

  it('when the password changes, then the user’s other sessions end and the one they used stays', async () => {
    const user = await svc.createUser();
    const first = (await login(user.email, user.password)).body.data.token as string;
    const second = (await login(user.email, user.password)).body.data.token as string;
    await svc.call('PUT', '/auth/password', {
      as: user.identity,
      headers: { authorization: `Bearer ${second}` },
      json: { currentPassword: user.password, newPassword: 'N3w@Secret' },
    });
    const jtiOf = (token: string) => (jwt.decode(token) as { jti: string }).jti;
    expect(await svc.infra.redis.exists(revokedSessionKey(jtiOf(first)))).toBe(1);
    expect(await svc.infra.redis.exists(revokedSessionKey(jtiOf(second)))).toBe(0);
  });

  it('when an account has no password (Google only), then it is told to sign in with Google', async () => {
    const admin = await svc.createUser('ADMIN');
    const created = await svc.call('POST', '/admin/users', {
      as: admin.identity,
      json: { email: `google-only-${Date.now()}@example.in`, name: 'Google Only' },
    });
    const user = created.body.data.user;
    const res = await svc.call('PUT', '/auth/password', {
      as: { userId: user.id, email: user.email, role: 'USER' },
      json: { currentPassword: 'Anything@1', newPassword: 'N3w@Secret' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ERROR_MESSAGES.passwordNotSet);
  });
});
