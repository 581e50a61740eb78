import { deniedUserKey, revokedSessionKey } from '@ghar/contracts/session';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { IDENTITY_HEADERS, signForwardedRequest } from '@ghar/platform';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import {
  closedPort,
  JWT_SECRET,
  newUser,
  SIGNING_SECRET,
  startGateway,
  tokenFor,
  upstreamUrls,
  readJson,
  type EchoBody,
  useEchoStack,
} from './harness';

const stack = useEchoStack();

async function call(path: string, init: RequestInit = {}) {
  const response = await fetch(`${stack.gateway.url}${path}`, init);
  return { response, body: await readJson<EchoBody>(response) };
}

describe('gateway identity forwarding', () => {
  it('when a valid token comes in the session cookie, then the service sees the token identity', async () => {
    const user = newUser();
    const { response, body } = await call('/api/auth/me', {
      headers: { cookie: `ghar_session=${tokenFor(user)}` },
    });
    expect(response.status).toBe(200);
    expect(body.data.service).toBe('auth');
    expect(body.data.url).toBe('/auth/me');
    expect(body.data.identity).toMatchObject({
      userId: user.userId,
      email: user.email,
      role: 'USER',
    });
    expect(body.data.received.email).toBe(user.email);
  });

  it('when a valid token comes as Bearer, then the service sees the token identity', async () => {
    const user = newUser('DEALER');
    const { response, body } = await call('/api/dealers/my-commissions?page=2', {
      headers: { authorization: `Bearer ${tokenFor(user)}` },
    });
    expect(response.status).toBe(200);
    expect(body.data.service).toBe('dealers');
    expect(body.data.url).toBe('/dealers/my-commissions?page=2');
    expect(body.data.identity).toMatchObject({ email: user.email, role: 'DEALER' });
  });

  it('when a signed-in client also sends X-User-* headers, then the service only sees the token identity', async () => {
    const user = newUser();
    const { body } = await call('/api/bookings/my-bookings', {
      headers: {
        authorization: `Bearer ${tokenFor(user)}`,
        'x-user-email': 'admin@example.in',
        'x-user-role': 'ADMIN',
        'x-user-id': 'someone-else',
      },
    });
    expect(body.data.received).toEqual({ userId: user.userId, email: user.email, role: 'USER' });
  });

  it('when a visitor sends X-User-Email, then the service sees an anonymous request', async () => {
    const { response, body } = await call('/api/properties', {
      headers: { 'x-user-email': 'admin@example.in', 'x-user-role': 'ADMIN' },
    });
    expect(response.status).toBe(200);
    expect(body.data.identity).toEqual({ requestId: expect.any(String) });
    expect(body.data.received).toEqual({ userId: '', email: '', role: '' });
  });

  it('when the query has characters a proxy may re-escape, then the signature still matches', async () => {
    const { response, body } = await call("/api/properties?city=Pune|Mumbai&q={'x'}^&n=%E0%A4%98");
    expect(response.status).toBe(200);
    expect(body.data.url).toMatch(/^\/properties\?city=Pune/);
  });

  it('when a client sends its own gateway signature headers, then they are replaced', async () => {
    const { response, body } = await call('/api/inquiries', {
      headers: { 'x-gateway-signature': 'f'.repeat(64), 'x-gateway-ts': '1' },
    });
    expect(response.status).toBe(200);
    expect(body.data.service).toBe('notifications');
  });

  it('when a client sends an x-request-id, then the gateway issues its own', async () => {
    const { response, body } = await call('/api/properties', {
      headers: { 'x-request-id': 'client-chosen-request-id' },
    });
    const id = response.headers.get('x-request-id');
    expect(id).not.toBe('client-chosen-request-id');
    expect(body.data.identity.requestId).toBe(id);
  });

  it('when /api/auth/apply-dealer is called, then dealers gets it, and /api/auth/login goes to auth', async () => {
    expect((await call('/api/auth/apply-dealer', { method: 'POST' })).body.data.service).toBe(
      'dealers',
    );
    expect((await call('/api/auth/login', { method: 'POST' })).body.data.service).toBe('auth');
    expect((await call('/api/admin/users/1/block', { method: 'PUT' })).body.data.service).toBe(
      'auth',
    );
    expect((await call('/api/admin/dealer-tree')).body.data.service).toBe('dealers');
  });

  it('when a file under /uploads/<service>/ is requested, then that service gets the path unchanged', async () => {
    const user = newUser();
    const { body } = await call('/uploads/listings/p1/photo.webp', {
      headers: { cookie: `ghar_session=${tokenFor(user)}` },
    });
    expect(body.data).toMatchObject({
      service: 'listings',
      url: '/uploads/listings/p1/photo.webp',
    });
    expect(body.data.identity.userId).toBe(user.userId);
  });

  it('when an unknown /api path or an admin path no one owns is requested, then a JSON 404 answers', async () => {
    for (const path of ['/api/unknown', '/api/admin/unknown', '/uploads/nowhere/x.jpg']) {
      const { response, body } = await call(path);
      expect(response.status).toBe(404);
      expect(body).toEqual({ success: false, error: ERROR_MESSAGES.routeNotFound });
    }
  });
});

describe('gateway session checks', () => {
  const expectSessionRefused = async (
    headers: Record<string, string>,
    message: string = ERROR_MESSAGES.sessionExpired,
  ) => {
    const { response, body } = await call('/api/auth/me', { headers });
    expect(response.status).toBe(401);
    expect(body).toEqual({ success: false, error: message });
    return response;
  };

  it('when the token has expired, then 401 and the session cookie is cleared', async () => {
    const token = tokenFor(newUser(), { expiresIn: -60 });
    const response = await expectSessionRefused({ cookie: `ghar_session=${token}` });
    const cleared = response.headers.getSetCookie().find((c) => c.startsWith('ghar_session='));
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/HttpOnly/);
  });

  it('when the token uses alg none, then 401', async () => {
    const user = newUser('ADMIN');
    const now = Math.floor(Date.now() / 1000);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = { sub: user.userId, email: user.email, role: 'ADMIN', jti: user.jti };
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, iat: now, exp: now + 600 })}.`;
    await expectSessionRefused({ authorization: `Bearer ${token}` });
  });

  it('when the token is signed with another key, then 401', async () => {
    const token = tokenFor(newUser(), {}, 'not-the-gateway-secret-0123456789');
    await expectSessionRefused({ authorization: `Bearer ${token}` });
  });

  it('when the session was logged out (revoked jti), then 401 session expired', async () => {
    const user = newUser();
    await stack.gateway.redis.set(revokedSessionKey(user.jti), '1', 'EX', 120);
    await expectSessionRefused({ authorization: `Bearer ${tokenFor(user)}` });
  });

  it('when the user is blocked, then 401 account blocked', async () => {
    const user = newUser();
    await stack.gateway.redis.set(deniedUserKey(user.userId), 'BLOCKED', 'EX', 120);
    await expectSessionRefused(
      { authorization: `Bearer ${tokenFor(user)}` },
      ERROR_MESSAGES.accountBlocked,
    );
  });

  it('when the user is deleted, then 401 session expired', async () => {
    const user = newUser();
    await stack.gateway.redis.set(deniedUserKey(user.userId), 'DELETED', 'EX', 120);
    await expectSessionRefused({ cookie: `ghar_session=${tokenFor(user)}` });
  });

  it('when Redis is unreachable, then signed-in requests get 503 and visitors still pass', async () => {
    const cut = await startGateway({
      upstreams: upstreamUrls(stack.echoes),
      redisUrl: `redis://127.0.0.1:${await closedPort()}`,
    });
    try {
      const signedIn = await fetch(`${cut.url}/api/auth/me`, {
        headers: { authorization: `Bearer ${tokenFor(newUser())}` },
      });
      expect(signedIn.status).toBe(503);
      expect(await signedIn.json()).toEqual({
        success: false,
        error: ERROR_MESSAGES.serviceUnavailable,
      });
      expect((await fetch(`${cut.url}/api/properties`)).status).toBe(200);
    } finally {
      await cut.close();
    }
  });
});

describe('direct calls to a service', () => {
  const direct = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${stack.echoes.auth.url}${path}`, { headers });

  const signedHeaders = (path: string, timestamp: number, secret = SIGNING_SECRET) => {
    const fields = {
      method: 'GET',
      path,
      userId: 'u1',
      email: 'admin@example.in',
      role: 'ADMIN',
      requestId: 'direct-call-0001',
      timestamp,
    };
    return {
      [IDENTITY_HEADERS.userId]: fields.userId,
      [IDENTITY_HEADERS.email]: fields.email,
      [IDENTITY_HEADERS.role]: fields.role,
      [IDENTITY_HEADERS.requestId]: fields.requestId,
      [IDENTITY_HEADERS.timestamp]: String(timestamp),
      [IDENTITY_HEADERS.signature]: signForwardedRequest(secret, fields),
    };
  };

  const expectRefused = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      success: false,
      error: ERROR_MESSAGES.gatewayRequired,
    });
  };

  it('when a service is called without a signature, then 401 gateway required', async () => {
    await expectRefused(await direct('/auth/me', { 'x-user-email': 'admin@example.in' }));
  });

  it('when a service is called with a signature from another secret, then 401', async () => {
    const headers = signedHeaders('/auth/me', Date.now(), 'wrong-secret-0123456789abcdef');
    await expectRefused(await direct('/auth/me', headers));
  });

  it('when a service is called with a stale signature, then 401', async () => {
    await expectRefused(await direct('/auth/me', signedHeaders('/auth/me', Date.now() - 60_000)));
  });

  it('when a signature for one path is replayed on another, then 401', async () => {
    await expectRefused(await direct('/admin/users', signedHeaders('/auth/me', Date.now())));
  });

  it('when the signature is fresh and right, then the service accepts it', async () => {
    const response = await direct('/auth/me', signedHeaders('/auth/me', Date.now()));
    expect(response.status).toBe(200);
  });
});

describe('token shape', () => {
  it('when a token carries extra claims, then only the known identity is forwarded', async () => {
    const user = newUser();
    const token = jwt.sign(
      { sub: user.userId, email: user.email, role: 'USER', jti: user.jti, admin: true },
      JWT_SECRET,
      { algorithm: 'HS256', expiresIn: 60 },
    );
    const { body } = await call('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
    expect(body.data.received).toEqual({ userId: user.userId, email: user.email, role: 'USER' });
  });
});
