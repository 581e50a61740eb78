import { deniedUserKey, revokedSessionKey, userRoleKey } from '@ghar/contracts/session';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import jwt from 'jsonwebtoken';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail, uniqueIp } from '@ghar/testing';
import {
  startAuthService,
  STRONG_PASSWORD,
  uniqueAadhaar,
  type AuthService,
  type TestUser,
} from './support/auth-service';

let svc: AuthService;
let admin: TestUser;
beforeAll(async () => {
  svc = await startAuthService();
  admin = await svc.createUser('ADMIN');
});
afterAll(() => svc?.close());

const asAdmin = (method: string, target: string, json?: unknown) =>
  svc.call(method, target, { as: admin.identity, json });
const login = (email: string, password: string) =>
  svc.call('POST', '/auth/login', {
    json: { email, password },
    headers: { 'x-forwarded-for': uniqueIp() },
  });
const sessionId = (token: string) => (jwt.decode(token) as { jti: string }).jti;

/** Makes the service's next call of `sessions[method]` fail as a dropped Redis connection would. */
function failNextSessionCall<M extends 'deny' | 'applyRole'>(method: M) {
  const sessions = svc.auth.sessions;
  const real = sessions[method];
  sessions[method] = (async () => {
    sessions[method] = real;
    throw new Error('Connection is closed.');
  }) as (typeof sessions)[M];
}

describe('who may manage users', () => {
  it.each([
    ['GET', '/admin/users'],
    ['POST', '/admin/users'],
    ['GET', '/admin/users/000000000000000000000000'],
    ['PUT', '/admin/users/000000000000000000000000/block'],
    ['DELETE', '/admin/users/000000000000000000000000'],
  ])('when a USER calls %s %s, then 403; a visitor gets 401', async (method, target) => {
    const user = await svc.createUser();
    const json = method === 'GET' ? undefined : {};
    const asUser = await svc.call(method, target, { as: user.identity, json });
    expect(asUser.status).toBe(403);
    expect(asUser.body.error).toBe(ERROR_MESSAGES.accessDenied);
    expect((await svc.call(method, target, { json })).status).toBe(401);
  });

  it('when user A tries to read or change user B, then every way is refused', async () => {
    const a = await svc.createUser('DEALER');
    const b = await svc.createUser('USER', { aadhaar: uniqueAadhaar() });
    const attempts = [
      svc.call('GET', `/admin/users/${b.id}`, { as: a.identity }),
      svc.call('PUT', `/admin/users/${b.id}`, { as: a.identity, json: { name: 'Hacked' } }),
      svc.call('PUT', `/admin/users/${b.id}/password`, {
        as: a.identity,
        json: { password: 'Hacked@123' },
      }),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    // The self-service routes act only on the caller: A's edit changes A, never B.
    await svc.call('PUT', '/auth/profile', { as: a.identity, json: { name: 'Only A' } });
    expect((await svc.auth.users.findById(b.id))?.name).toBe('Test USER');
  });
});

describe('GET /admin/users', () => {
  it('when an admin lists users, then each shows a masked Aadhaar and password facts but never a hash', async () => {
    const aadhaar = uniqueAadhaar();
    const user = await svc.createUser('USER', { aadhaar });
    const res = await asAdmin('GET', '/admin/users');
    expect(res.status).toBe(200);
    const row = (res.body.data.users as any[]).find((u) => u.id === user.id);
    expect(row).toMatchObject({
      aadhaar: `XXXX XXXX ${aadhaar.slice(-4)}`,
      hasPassword: true,
      passwordChangedAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash/);
  });
});

describe('GET /admin/users search and pages', () => {
  it('when an admin searches, then users whose name, e-mail or mobile contain the text come back, any case', async () => {
    const tag = `q${Date.now().toString(36)}`;
    const byName = await svc.createUser('USER', { name: `Meera ${tag.toUpperCase()}` });
    const byEmail = await svc.createUser('USER');
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const byMobile = await svc.createUser('USER', { mobile });
    await svc.createUser('USER', { name: 'Someone Else' });

    const ids = async (search: string) =>
      (
        (await asAdmin('GET', `/admin/users?search=${encodeURIComponent(search)}`)).body.data
          .users as { id: string }[]
      ).map((u) => u.id);
    expect(await ids(tag)).toEqual([byName.id]);
    expect(await ids(byEmail.email.toUpperCase())).toEqual([byEmail.id]);
    expect(await ids(mobile)).toEqual([byMobile.id]);
    // Typed text, not a pattern: a stray regex character matches nothing rather than all.
    expect(await ids('.*')).toEqual([]);
  });

  it('when the users fill more than a page, then the database answers one page with the total', async () => {
    const tag = `p${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i += 1) await svc.createUser('USER', { name: `Paged ${tag} ${i}` });
    const page = async (n: number) =>
      (await asAdmin('GET', `/admin/users?search=${tag}&limit=2&page=${n}`)).body.data;
    const first = await page(1);
    const second = await page(2);
    expect(first).toMatchObject({ total: 3, page: 1, totalPages: 2 });
    expect(first.users.map((u: { name: string }) => u.name)).toEqual([
      `Paged ${tag} 2`,
      `Paged ${tag} 1`,
    ]);
    expect(second.users.map((u: { name: string }) => u.name)).toEqual([`Paged ${tag} 0`]);
  });

  it('when a search matches more than 100 users, then the total counts 100 past the page at most and says so; later pages count further', async () => {
    const tag = `m${Date.now().toString(36)}`;
    await svc.auth.userModel.insertMany(
      Array.from({ length: 105 }, (_, i) => ({
        email: `${tag}-${i}@many.test`,
        name: `Many ${i}`,
      })),
    );
    const page = async (n: number) =>
      (await asAdmin('GET', `/admin/users?search=${tag}&limit=20&page=${n}`)).body.data;
    expect(await page(1)).toMatchObject({ total: 100, totalAtLeast: true, totalPages: 5 });
    const last = await page(6);
    expect(last).toMatchObject({ total: 105, totalAtLeast: false, totalPages: 6 });
    expect(last.users).toHaveLength(5);
    // Past the end: counted from the first row again.
    expect(await page(9)).toMatchObject({ total: 100, totalAtLeast: true, users: [] });
    // Without a search the total is the live-accounts counter, exact.
    const all = (await asAdmin('GET', '/admin/users?limit=1')).body.data;
    expect(all.totalAtLeast).toBe(false);
  });

  it('when the search is longer than a name can be, then 400', async () => {
    expect((await asAdmin('GET', `/admin/users?search=${'a'.repeat(101)}`)).status).toBe(400);
  });
});

describe('POST /admin/users', () => {
  it('when an admin creates a user with every field, then it is created with that role', async () => {
    const email = uniqueEmail('created');
    const res = await asAdmin('POST', '/admin/users', {
      email,
      name: 'New Dealer',
      password: 'simple-8',
      mobile: '7012345678',
      aadhaar: uniqueAadhaar(),
      role: 'DEALER',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({ email, role: 'DEALER', hasPassword: true });
    expect(res.body.data.user.aadhaar).toMatch(/^XXXX XXXX \d{4}$/);
    expect((await login(email, 'simple-8')).status).toBe(200);
  });

  it('when no password or role is given, then a USER without a password is made (for Google sign-in)', async () => {
    const res = await asAdmin('POST', '/admin/users', {
      email: uniqueEmail('oauth'),
      name: 'OAuth',
    });
    expect(res.status).toBe(201);
    expect(res.body.data.user).toMatchObject({
      role: 'USER',
      hasPassword: false,
      passwordChangedAt: null,
    });
  });

  it('when fields break part 2 §5, then each spec message is listed', async () => {
    const missing = await asAdmin('POST', '/admin/users', {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([V.emailRequired, V.fullNameRequired]),
    );
    const bad = await asAdmin('POST', '/admin/users', {
      email: 'bad',
      name: 'X',
      password: 'short',
      mobile: '123',
      aadhaar: '123',
      role: 'ROOT',
    });
    expect(bad.body.errors).toEqual([
      V.emailInvalid,
      V.passwordTooShort,
      V.mobileInvalid,
      V.aadhaarInvalid,
      V.roleInvalid,
    ]);
  });

  it('when the e-mail is taken, then 409 with the clear message', async () => {
    const res = await asAdmin('POST', '/admin/users', { email: admin.email, name: 'Dup' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ERROR_MESSAGES.emailTaken);
  });
});

describe('GET and PUT /admin/users/:id', () => {
  it('when an admin reads a user, then it comes back; an unknown or malformed id is 404', async () => {
    const user = await svc.createUser();
    expect((await asAdmin('GET', `/admin/users/${user.id}`)).body.data.user.id).toBe(user.id);
    const missing = await asAdmin('GET', '/admin/users/000000000000000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(ERROR_MESSAGES.userNotFound);
    expect((await asAdmin('GET', '/admin/users/not-an-id')).status).toBe(404);
  });

  it('when an admin edits name, mobile, Aadhaar and role, then they change and the user’s session goes on with the new role handed to the gateway', async () => {
    const user = await svc.createUser();
    const token = (await login(user.email, user.password)).body.data.token as string;
    const aadhaar = uniqueAadhaar();
    const res = await asAdmin('PUT', `/admin/users/${user.id}`, {
      name: 'Promoted',
      mobile: '6123456789',
      aadhaar,
      role: 'DEALER',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({
      name: 'Promoted',
      mobile: '6123456789',
      aadhaar: `XXXX XXXX ${aadhaar.slice(-4)}`,
      role: 'DEALER',
    });
    const { jti } = jwt.decode(token) as { jti: string };
    expect(await svc.infra.redis.exists(revokedSessionKey(jti))).toBe(0);
    expect(await svc.infra.redis.get(userRoleKey(user.id))).toBe('DEALER');
  });

  it('when handing the new role to the gateway fails, then the retry still hands it over', async () => {
    const user = await svc.createUser('ADMIN');
    failNextSessionCall('applyRole');
    const edit = { name: 'Demoted', role: 'USER' };
    expect((await asAdmin('PUT', `/admin/users/${user.id}`, edit)).status).toBe(500);

    const retry = await asAdmin('PUT', `/admin/users/${user.id}`, edit);
    expect(retry.status).toBe(200);
    expect(retry.body.data.user.role).toBe('USER');
    expect(await svc.infra.redis.get(userRoleKey(user.id))).toBe('USER');
  });

  it('when an edit breaks the rules, then the spec messages are listed', async () => {
    const user = await svc.createUser();
    const res = await asAdmin('PUT', `/admin/users/${user.id}`, {
      name: '',
      mobile: '99',
      aadhaar: 'x',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([V.fullNameRequired, V.mobileInvalid, V.aadhaarInvalid]);
  });

  it('when an admin tries to change their own role, then 403', async () => {
    const self = await svc.createUser('ADMIN');
    const res = await svc.call('PUT', `/admin/users/${self.id}`, {
      as: self.identity,
      json: { name: 'Me', role: 'USER' },
    });
    expect(res.status).toBe(403);
  });
});

describe('PUT /admin/users/:id/password', () => {
  it('when an admin sets a password of 8+ characters, then only it signs in and the change is recorded', async () => {
    const user = await svc.createUser();
    const res = await asAdmin('PUT', `/admin/users/${user.id}/password`, {
      password: 'reset-it-8',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user.passwordChangedAt).toEqual(expect.any(String));
    expect((await login(user.email, STRONG_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'reset-it-8')).status).toBe(200);
  });

  it('when the password is short, then the spec message', async () => {
    const user = await svc.createUser();
    const res = await asAdmin('PUT', `/admin/users/${user.id}/password`, { password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([V.passwordTooShort]);
  });
});

describe('block, unblock and delete', () => {
  it('when an admin blocks a user, then the gateway is told, and unblocking lifts it', async () => {
    const user = await svc.createUser();
    const token = (await login(user.email, user.password)).body.data.token as string;
    const blocked = await asAdmin('PUT', `/admin/users/${user.id}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.data.user.status).toBe('BLOCKED');
    expect(await svc.infra.redis.get(deniedUserKey(user.id))).toBe('BLOCKED');
    expect(await svc.infra.redis.ttl(deniedUserKey(user.id))).toBe(-1);
    // Ended, not only denied: lifting the block later must not bring this token back.
    const { jti } = jwt.decode(token) as { jti: string };
    expect(await svc.infra.redis.exists(revokedSessionKey(jti))).toBe(1);

    const again = await asAdmin('PUT', `/admin/users/${user.id}/block`);
    expect(again.status).toBe(200);

    const unblocked = await asAdmin('PUT', `/admin/users/${user.id}/unblock`);
    expect(unblocked.body.data.user.status).toBe('ACTIVE');
    expect(await svc.infra.redis.exists(deniedUserKey(user.id))).toBe(0);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('when a blocked user is unblocked, then a token from before the block stays refused and they log in again', async () => {
    const user = await svc.createUser();
    const before = (await login(user.email, user.password)).body.data.token as string;
    expect((await asAdmin('PUT', `/admin/users/${user.id}/block`)).status).toBe(200);
    expect((await asAdmin('PUT', `/admin/users/${user.id}/unblock`)).status).toBe(200);

    // The gateway refuses a token whose revocation key exists; the denial alone is gone now.
    expect(await svc.infra.redis.exists(deniedUserKey(user.id))).toBe(0);
    expect(await svc.infra.redis.exists(revokedSessionKey(sessionId(before)))).toBe(1);
    const after = (await login(user.email, user.password)).body.data.token as string;
    expect(await svc.infra.redis.exists(revokedSessionKey(sessionId(after)))).toBe(0);
  });

  it('when an admin account is blocked or deleted, then 403 with the clear message', async () => {
    const other = await svc.createUser('ADMIN');
    for (const res of [
      await asAdmin('PUT', `/admin/users/${other.id}/block`),
      await asAdmin('DELETE', `/admin/users/${other.id}`),
      await asAdmin('DELETE', `/admin/users/${admin.id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error).toBe(ERROR_MESSAGES.adminAccountProtected);
    }
  });

  it('when an admin deletes a user, then the user is gone, denied for 8 days, and the e-mail is free again', async () => {
    const user = await svc.createUser('USER', { aadhaar: uniqueAadhaar(), mobile: '9988776655' });
    const res = await asAdmin('DELETE', `/admin/users/${user.id}`);
    expect(res.status).toBe(200);
    expect((await asAdmin('GET', `/admin/users/${user.id}`)).status).toBe(404);
    expect(await svc.infra.redis.get(deniedUserKey(user.id))).toBe('DELETED');
    const ttl = await svc.infra.redis.ttl(deniedUserKey(user.id));
    expect(ttl).toBeGreaterThan(8 * 24 * 60 * 60 - 60);
    expect((await login(user.email, user.password)).status).toBe(401);

    const raw = await svc.infra.conn
      .collection('users')
      .findOne({ _id: new Types.ObjectId(user.id) });
    expect(raw).toMatchObject({ status: 'DELETED' });
    expect(raw).not.toHaveProperty('aadhaar');
    expect(raw).not.toHaveProperty('mobile');
    expect(raw).not.toHaveProperty('passwordHash');

    const reuse = await asAdmin('POST', '/admin/users', { email: user.email, name: 'Reborn' });
    expect(reuse.status).toBe(201);
  });

  it('when Redis fails after a delete was written, then the retry puts the denial back and ends the sessions', async () => {
    const user = await svc.createUser();
    const token = (await login(user.email, user.password)).body.data.token as string;
    failNextSessionCall('deny');
    expect((await asAdmin('DELETE', `/admin/users/${user.id}`)).status).toBe(500);
    expect((await asAdmin('GET', `/admin/users/${user.id}`)).status).toBe(404);
    expect(await svc.infra.redis.exists(deniedUserKey(user.id))).toBe(0);

    const retry = await asAdmin('DELETE', `/admin/users/${user.id}`);
    expect(retry.status).toBe(200);
    expect(await svc.infra.redis.get(deniedUserKey(user.id))).toBe('DELETED');
    expect(await svc.infra.redis.ttl(deniedUserKey(user.id))).toBeGreaterThan(
      8 * 24 * 60 * 60 - 60,
    );
    expect(await svc.infra.redis.exists(revokedSessionKey(sessionId(token)))).toBe(1);
  });
});
