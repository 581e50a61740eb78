import { randomInt, randomUUID } from 'node:crypto';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { beforeAll, describe, expect, it } from 'vitest';

// The whole stack through the gateway (globalSetup: packages/testing/src/global-setup-stack.ts).
const base = () => {
  const url = process.env.GHAR_BASE_URL;
  if (!url) throw new Error('GHAR_BASE_URL is not set: run with the system project');
  return url;
};

interface Call {
  token?: string;
  cookie?: string;
  json?: unknown;
}

async function api(method: string, path: string, options: Call = {}) {
  const response = await fetch(`${base()}/api${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? JSON.parse(text) : undefined,
    setCookie: response.headers.get('set-cookie'),
  };
}

async function logIn(email: string, password: string) {
  const res = await api('POST', '/auth/login', { json: { email, password } });
  expect(res.status).toBe(200);
  return {
    token: res.body.data.token as string,
    setCookie: res.setCookie!,
    user: res.body.data.user,
  };
}

let adminToken: string;

/** A USER made by the admin, as the All Users page does. */
async function newUser() {
  const email = `session-${randomUUID().slice(0, 8)}@ghar.test`;
  const password = 'Ghar@Session1';
  const res = await api('POST', '/admin/users', {
    token: adminToken,
    json: {
      email,
      name: 'Session User',
      password,
      mobile: `9${randomInt(100_000_000, 999_999_999)}`,
    },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.user.id as string, email, password };
}

beforeAll(async () => {
  const email = process.env.GHAR_ADMIN_EMAIL;
  const password = process.env.GHAR_ADMIN_PASSWORD;
  if (!email || !password) throw new Error('GHAR_ADMIN_EMAIL / GHAR_ADMIN_PASSWORD are not set');
  adminToken = (await logIn(email, password)).token;
});

describe('sessions end at once, through the gateway', () => {
  it('when an admin blocks a signed-in user, then that user’s very next call is refused, and after an unblock they sign in again', async () => {
    const user = await newUser();
    const { token } = await logIn(user.email, user.password);
    expect((await api('GET', '/auth/me', { token })).status).toBe(200);

    expect((await api('PUT', `/admin/users/${user.id}/block`, { token: adminToken })).status).toBe(
      200,
    );

    const refused = await api('GET', '/auth/me', { token });
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(ERROR_MESSAGES.accountBlocked);
    const login = await api('POST', '/auth/login', {
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(ERROR_MESSAGES.accountBlocked);

    expect(
      (await api('PUT', `/admin/users/${user.id}/unblock`, { token: adminToken })).status,
    ).toBe(200);
    // The block ended the session: the old token stays refused, a new login works.
    const stale = await api('GET', '/auth/me', { token });
    expect(stale.status).toBe(401);
    expect(stale.body.error).toBe(ERROR_MESSAGES.sessionExpired);
    const again = await logIn(user.email, user.password);
    expect((await api('GET', '/auth/me', { token: again.token })).status).toBe(200);
  });

  it('when a user logs out in the browser, then the old cookie and token are refused', async () => {
    const user = await newUser();
    const { token, setCookie } = await logIn(user.email, user.password);
    expect(setCookie).toMatch(/^ghar_session=[^;]+;.*HttpOnly/i);
    const cookie = setCookie.split(';')[0]!;
    expect((await api('GET', '/auth/me', { cookie })).body.data.user.email).toBe(user.email);

    const out = await api('POST', '/auth/logout', { cookie });
    expect(out.status).toBe(200);
    expect(out.setCookie).toMatch(/ghar_session=;/);

    const withCookie = await api('GET', '/auth/me', { cookie });
    expect(withCookie.status).toBe(401);
    expect(withCookie.body.error).toBe(ERROR_MESSAGES.sessionExpired);
    expect((await api('GET', '/auth/me', { token })).status).toBe(401);
    expect((await logIn(user.email, user.password)).token).not.toBe(token);
  });

  it('when an admin deletes a signed-in user, then their next call is refused and they cannot log in', async () => {
    const user = await newUser();
    const { token } = await logIn(user.email, user.password);
    expect((await api('DELETE', `/admin/users/${user.id}`, { token: adminToken })).status).toBe(
      200,
    );
    expect((await api('GET', '/auth/me', { token })).status).toBe(401);
    const login = await api('POST', '/auth/login', {
      json: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(401);
  });

  it('when a USER calls the admin users API through the gateway, then 403', async () => {
    const user = await newUser();
    const { token } = await logIn(user.email, user.password);
    const res = await api('GET', '/admin/users', { token });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERROR_MESSAGES.accessDenied);
  });
});
