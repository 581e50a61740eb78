import { ERROR_MESSAGES } from '@ghar/contracts/texts';
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

const masked = (aadhaar: string) => `XXXX XXXX ${aadhaar.slice(-4)}`;
const asAdmin = (method: string, target: string, json?: unknown) =>
  svc.call(method, target, { as: admin.identity, json });
const revealsOf = async (userId: string) => {
  const res = await asAdmin('GET', `/admin/users/aadhaar-reveals?userId=${userId}`);
  expect(res.status).toBe(200);
  return res.body.data as { reveals: any[]; total: number };
};

describe('the Aadhaar number in answers', () => {
  it('when any answer carries a user, then the number is masked: login, me, profile edit, admin list, get, create and edit', async () => {
    const aadhaar = uniqueAadhaar();
    const user = await svc.createUser('USER', { aadhaar });
    const login = await svc.call('POST', '/auth/login', {
      json: { email: user.email, password: user.password },
      headers: { 'x-forwarded-for': uniqueIp() },
    });
    const me = await svc.call('GET', '/auth/me', { as: user.identity });
    const edited = uniqueAadhaar();
    const profile = await svc.call('PUT', '/auth/profile', {
      as: user.identity,
      json: { name: 'Masked', aadhaar: edited },
    });
    const one = await asAdmin('GET', `/admin/users/${user.id}`);
    const byAdmin = uniqueAadhaar();
    const adminEdit = await asAdmin('PUT', `/admin/users/${user.id}`, {
      name: 'Masked',
      aadhaar: byAdmin,
    });
    const list = await asAdmin('GET', `/admin/users?search=${encodeURIComponent(user.email)}`);
    const created = uniqueAadhaar();
    const create = await asAdmin('POST', '/admin/users', {
      email: uniqueEmail('masked'),
      name: 'Created',
      password: STRONG_PASSWORD,
      aadhaar: created,
    });

    expect(login.body.data.user.aadhaar).toBe(masked(aadhaar));
    expect(me.body.data.user.aadhaar).toBe(masked(aadhaar));
    expect(profile.body.data.user.aadhaar).toBe(masked(edited));
    expect(one.body.data.user.aadhaar).toBe(masked(edited));
    expect(adminEdit.body.data.user.aadhaar).toBe(masked(byAdmin));
    expect(list.body.data.users.map((u: { aadhaar: string }) => u.aadhaar)).toEqual([
      masked(byAdmin),
    ]);
    expect(create.body.data.user.aadhaar).toBe(masked(created));
    const answers = JSON.stringify(
      [login, me, profile, one, adminEdit, list, create].map((r) => r.body),
    );
    for (const number of [aadhaar, edited, byAdmin, created]) expect(answers).not.toContain(number);
  });
});

describe('GET /auth/aadhaar and GET /admin/users/{id}/aadhaar', () => {
  it('when the owner asks for their number, then it comes in full, uncached, and the reveal is in the audit', async () => {
    const aadhaar = uniqueAadhaar();
    const user = await svc.createUser('USER', { aadhaar });
    const res = await svc.call('GET', '/auth/aadhaar', { as: user.identity });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ aadhaar });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const audit = await revealsOf(user.id);
    expect(audit.total).toBe(1);
    expect(audit.reveals[0]).toMatchObject({
      subject: { id: user.id, email: user.email },
      actor: { id: user.id, role: 'USER' },
      at: expect.any(String),
    });
  });

  it('when an admin asks for a user’s number, then it comes in full and the audit names the admin', async () => {
    const aadhaar = uniqueAadhaar();
    const user = await svc.createUser('USER', { aadhaar });
    const res = await asAdmin('GET', `/admin/users/${user.id}/aadhaar`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ aadhaar });
    const audit = await revealsOf(user.id);
    expect(audit.reveals).toHaveLength(1);
    expect(audit.reveals[0].actor).toMatchObject({
      id: admin.id,
      email: admin.email,
      role: 'ADMIN',
    });
  });

  it('when a user asks for someone else’s number, then 403 and nothing is revealed or recorded', async () => {
    const owner = await svc.createUser('USER', { aadhaar: uniqueAadhaar() });
    const other = await svc.createUser('DEALER');
    const res = await svc.call('GET', `/admin/users/${owner.id}/aadhaar`, { as: other.identity });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERROR_MESSAGES.accessDenied);
    expect((await revealsOf(owner.id)).total).toBe(0);
    expect((await svc.call('GET', '/auth/aadhaar')).status).toBe(401);
  });

  it('when the user gave no number, then null and no reveal is recorded; an unknown user is 404', async () => {
    const user = await svc.createUser('USER');
    expect((await asAdmin('GET', `/admin/users/${user.id}/aadhaar`)).body.data).toEqual({
      aadhaar: null,
    });
    expect((await revealsOf(user.id)).total).toBe(0);
    expect((await asAdmin('GET', '/admin/users/0123456789abcdef01234567/aadhaar')).status).toBe(
      404,
    );
  });

  it('when a user asks for the reveal audit, then 403', async () => {
    const user = await svc.createUser('USER');
    const res = await svc.call('GET', '/admin/users/aadhaar-reveals', { as: user.identity });
    expect(res.status).toBe(403);
  });
});
