import { revokedSessionKey } from '@ghar/contracts/session';
import { ERROR_MESSAGES, SUCCESS_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessionsKey } from '../src/data-access/session-store';
import { uniqueEmail, uniqueIp } from '@ghar/testing';
import { JWT_SECRET, startAuthService, type AuthService } from './support/auth-service';

let svc: AuthService;
beforeAll(async () => {
  svc = await startAuthService();
});
afterAll(() => svc?.close());

const login = (
  email: string,
  password: string,
  ip = uniqueIp(),
  extra: Record<string, string> = {},
) =>
  svc.call('POST', '/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': ip, ...extra },
  });

describe('POST /auth/login', () => {
  it('when the credentials are right, then the session cookie is set and the user and token returned', async () => {
    const user = await svc.createUser();
    const res = await login(user.email, user.password);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, email: user.email, role: 'USER' });

    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain(`ghar_session=${res.body.data.token}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);

    const claims = jwt.verify(res.body.data.token, JWT_SECRET, {
      algorithms: ['HS256'],
    }) as jwt.JwtPayload;
    expect(claims).toMatchObject({ sub: user.id, email: user.email, role: 'USER' });
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 60 * 60);
  });

  it('when the e-mail is typed in another case, then it still signs in', async () => {
    const user = await svc.createUser();
    expect((await login(user.email.toUpperCase(), user.password)).status).toBe(200);
  });

  it('when fields are missing or malformed, then the spec messages are listed together', async () => {
    const empty = await svc.call('POST', '/auth/login', { json: { email: '', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([V.emailRequired, V.passwordRequired]);
    const malformed = await svc.call('POST', '/auth/login', {
      json: { email: 'nope', password: 'x' },
    });
    expect(malformed.body.errors).toEqual([V.emailInvalid]);
  });

  it('when the password is wrong or the account unknown, then the same spec message comes back', async () => {
    const user = await svc.createUser();
    const wrong = await login(user.email, 'Wrong@Pass1');
    const unknown = await login(uniqueEmail('nobody'), 'Wrong@Pass1');
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, error: ERROR_MESSAGES.invalidCredentials });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('when one address has failed an account five times, then its next try waits a minute, told in Retry-After, even with the right password', async () => {
    const user = await svc.createUser();
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await login(user.email, `Wrong@Pass${attempt}`, ip)).status).toBe(401);
    }
    const sixth = await login(user.email, user.password, ip);
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe(ERROR_MESSAGES.tooManyLoginAttempts);
    const retryAfter = Number(sixth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('when an attacker keeps guessing from another address, then the owner signs in from theirs', async () => {
    const user = await svc.createUser();
    const attacker = uniqueIp();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      statuses.push((await login(user.email, `Wrong@Pass${attempt}`, attacker)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect((await login(user.email, user.password, uniqueIp())).status).toBe(200);
  });

  it('when guesses at an account come from many addresses, then addresses that failed it wait but a right password from a clean one is 200', async () => {
    const user = await svc.createUser();
    const attackers = Array.from({ length: 5 }, () => uniqueIp());
    // 5 addresses × 4 failures: 20, the account's limit, without any pair reaching its own.
    for (const ip of attackers) {
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await login(user.email, `Wrong@Pass${attempt}`, ip)).status).toBe(401);
      }
    }
    const fromAttacker = await login(user.email, user.password, attackers[0]);
    expect(fromAttacker.status).toBe(429);
    expect(Number(fromAttacker.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(user.email, user.password, uniqueIp())).status).toBe(200);
  });

  it('when other accounts fail from a shared address (carrier NAT), then a right password from it is 200', async () => {
    const nat = uniqueIp();
    const failures = await Promise.all(
      Array.from({ length: 40 }, () => login(uniqueEmail('neighbour'), 'Wrong@Pass1', nat)),
    );
    expect(failures.every((res) => res.status === 401)).toBe(true);
    const user = await svc.createUser();
    expect((await login(user.email, user.password, nat)).status).toBe(200);
  });

  it('when one address fails a hundred times in a minute across accounts, then it gets 429 with Retry-After', async () => {
    const spray = uniqueIp();
    const failures = await Promise.all(
      Array.from({ length: 100 }, () => login(uniqueEmail('spray'), 'Wrong@Pass1', spray)),
    );
    expect(failures.every((res) => res.status === 401)).toBe(true);
    const user = await svc.createUser();
    const refused = await login(user.email, user.password, spray);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await login(user.email, user.password, uniqueIp())).status).toBe(200);
  });

  it('when many wrong passwords from one address arrive at once, then no more than five reach the password check', async () => {
    const user = await svc.createUser();
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(user.email, `Wrong@Pass${i}`, ip)),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    for (const res of answers.filter((answer) => answer.status === 429)) {
      expect(res.body.error).toBe(ERROR_MESSAGES.tooManyLoginAttempts);
    }
    expect((await login(user.email, user.password, ip)).status).toBe(429);
  });

  it('when a login succeeds after a few failures, then the failure count starts again', async () => {
    const user = await svc.createUser();
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(user.email, 'Wrong@Pass1', ip);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await login(user.email, 'Wrong@Pass1', ip);
    expect((await login(user.email, user.password, ip)).status).toBe(200);
  });

  it('when a client adds its own X-Forwarded-For entries, then only the address the gateway appended counts', async () => {
    const gatewaySaw = uniqueIp();
    const user = await svc.createUser();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await login(user.email, 'Wrong@Pass1', `${uniqueIp()}, ${gatewaySaw}`);
    }
    expect((await login(user.email, user.password, `${uniqueIp()}, ${gatewaySaw}`)).status).toBe(
      429,
    );
  });

  it('when a blocked user gives the right password, then 403 with the blocked message', async () => {
    const admin = await svc.createUser('ADMIN');
    const user = await svc.createUser();
    expect(
      (await svc.call('PUT', `/admin/users/${user.id}/block`, { as: admin.identity })).status,
    ).toBe(200);
    const res = await login(user.email, user.password);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERROR_MESSAGES.accountBlocked);
  });

  it('when a blocked user keeps giving the right password, then each try is 403, never the failure limit', async () => {
    const admin = await svc.createUser('ADMIN');
    const user = await svc.createUser();
    await svc.call('PUT', `/admin/users/${user.id}/block`, { as: admin.identity });
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect((await login(user.email, user.password)).status).toBe(403);
    }
  });
});

describe('GET /auth/me and POST /auth/logout', () => {
  it('when a signed-in user asks who they are, then their own user comes back', async () => {
    const user = await svc.createUser('USER', { aadhaar: '234512341234' });
    const res = await svc.call('GET', '/auth/me', { as: user.identity });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, aadhaar: 'XXXX XXXX 1234' });
    expect(res.body.data.user).not.toHaveProperty('hasPassword');
  });

  it("when the caller's account was deleted or never existed, then 401 with the spec's text, not 404", async () => {
    const admin = await svc.createUser('ADMIN');
    const deleted = await svc.createUser();
    await svc.call('DELETE', `/admin/users/${deleted.id}`, { as: admin.identity });
    const unknown = {
      userId: '000000000000000000000000',
      email: 'gone@ghar.test',
      role: 'USER' as const,
    };
    for (const caller of [deleted.identity, unknown]) {
      const res = await svc.call('GET', '/auth/me', { as: caller });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(ERROR_MESSAGES.authRequired);
    }
  });

  it('when a visitor asks, then 401', async () => {
    const res = await svc.call('GET', '/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(ERROR_MESSAGES.authRequired);
  });

  it('when a user logs out with the cookie, then the token is revoked for its remaining life and the cookie cleared', async () => {
    const user = await svc.createUser();
    const { body } = await login(user.email, user.password);
    const { jti } = jwt.decode(body.data.token) as { jti: string };
    const res = await svc.call('POST', '/auth/logout', {
      as: user.identity,
      headers: { cookie: `theme=dark; ghar_session=${body.data.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(SUCCESS_MESSAGES.loggedOut);
    expect(res.headers.get('set-cookie')).toMatch(/ghar_session=;.*Expires=Thu, 01 Jan 1970/);
    const ttl = await svc.infra.redis.ttl(revokedSessionKey(jti));
    expect(ttl).toBeGreaterThan(7 * 24 * 60 * 60 - 120);
    expect(ttl).toBeLessThanOrEqual(7 * 24 * 60 * 60);
  });

  it('when an API client logs out with its Bearer token, then that token is revoked', async () => {
    const user = await svc.createUser();
    const { body } = await login(user.email, user.password);
    const { jti } = jwt.decode(body.data.token) as { jti: string };
    await svc.call('POST', '/auth/logout', {
      as: user.identity,
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(await svc.infra.redis.exists(revokedSessionKey(jti))).toBe(1);
  });

  it('when a visitor logs out, then the cookie is cleared and nothing else happens', async () => {
    const res = await svc.call('POST', '/auth/logout');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/ghar_session=;/);
  });

  it('when a user logs in, then the session is indexed so a block or reset can end it', async () => {
    const user = await svc.createUser();
    const { body } = await login(user.email, user.password);
    const { jti } = jwt.decode(body.data.token) as { jti: string };
    expect(await svc.infra.redis.zscore(userSessionsKey(user.id), jti)).not.toBeNull();
  });
});
