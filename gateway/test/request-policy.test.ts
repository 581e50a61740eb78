import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceName } from '../src/proxy/routes';
import {
  newUser,
  readJson,
  startEchoServices,
  startGateway,
  stopEchoServices,
  tokenFor,
  upstreamUrls,
  type EchoBody,
  type EchoService,
  type Gateway,
} from './harness';

const errorOf = async (res: Response) => ((await res.json()) as { error: string }).error;

const PARTNER = 'https://partner.ghar.example';
let echoes: Record<ServiceName, EchoService>;
let gateway: Gateway;

beforeAll(async () => {
  echoes = await startEchoServices();
  gateway = await startGateway({
    upstreams: upstreamUrls(echoes),
    env: { ALLOWED_ORIGINS: PARTNER },
  });
});

afterAll(async () => {
  await gateway?.close();
  await stopEchoServices(echoes);
});

const JSON_TYPE = { 'content-type': 'application/json' };
const LOGIN = JSON.stringify({ email: 'asha@example.in', password: 'Secret@123' });

const login = (headers: Record<string, string>, body: string | Buffer = LOGIN) =>
  fetch(`${gateway.url}/api/auth/login`, { method: 'POST', headers, body });

describe('login CSRF: state-changing requests from other sites', () => {
  it('when a hostile page posts the login form, then 403 with a clear text and no service sees it', async () => {
    const res = await login(
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      'email=attacker%40evil.example&password=Attacker%40123',
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      success: false,
      error: ERROR_MESSAGES.crossSiteRequestRefused,
    });
  });

  it.each(['PUT', 'PATCH', 'DELETE'])(
    'when another site sends %s, then it is refused too',
    async (method) => {
      const res = await fetch(`${gateway.url}/api/auth/profile`, {
        method,
        headers: { origin: 'https://evil.example', ...JSON_TYPE },
        body: '{}',
      });
      expect(res.status).toBe(403);
    },
  );

  it('when the Origin is "null" (a sandboxed frame), then it is refused', async () => {
    expect((await login({ origin: 'null', ...JSON_TYPE })).status).toBe(403);
  });

  it('when a page on the same host but another scheme posts, then it is refused', async () => {
    const sameHostOtherScheme = gateway.url.replace(/^http:/, 'https:');
    expect((await login({ origin: sameHostOtherScheme, ...JSON_TYPE })).status).toBe(403);
  });

  it('when a browser leaves Origin out but says cross-site, then it is refused', async () => {
    expect((await login({ 'sec-fetch-site': 'cross-site', ...JSON_TYPE })).status).toBe(403);
  });

  it('when the product page itself posts, then the request reaches the service', async () => {
    const res = await login({ origin: gateway.url, 'sec-fetch-site': 'same-origin', ...JSON_TYPE });
    expect(res.status).toBe(200);
    expect((await readJson<EchoBody>(res)).data.body).toEqual(JSON.parse(LOGIN));
  });

  it('when a configured origin posts, then it is allowed', async () => {
    expect((await login({ origin: PARTNER, ...JSON_TYPE })).status).toBe(200);
  });

  it('when a non-browser client posts with a Bearer token and no Origin, then it is allowed', async () => {
    const res = await fetch(`${gateway.url}/api/auth/profile`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokenFor(newUser())}`, ...JSON_TYPE },
      body: '{}',
    });
    expect(res.status).toBe(200);
  });

  it('when another site only reads, then the gateway does not stand in the way', async () => {
    const res = await fetch(`${gateway.url}/api/properties`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });

  it('when the product page posts a form-encoded login, then the service answers 415', async () => {
    const res = await login(
      { origin: gateway.url, 'content-type': 'application/x-www-form-urlencoded' },
      'email=asha%40example.in&password=Secret%40123',
    );
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toBe(ERROR_MESSAGES.jsonBodyRequired);
  });
});

describe('malformed bodies through the gateway', () => {
  it.each([
    ['gzip garbage', { 'content-encoding': 'gzip' }, 400, ERROR_MESSAGES.bodyUnreadable],
    ['compress', { 'content-encoding': 'compress' }, 415, ERROR_MESSAGES.bodyEncodingUnsupported],
    [
      'an unknown charset',
      { 'content-type': 'application/json; charset=x-unknown' },
      415,
      ERROR_MESSAGES.bodyCharsetUnsupported,
    ],
  ])(
    'when the body is %s, then the service status reaches the caller',
    async (_l, extra, status, error) => {
      const res = await login({ ...JSON_TYPE, ...extra }, 'not what it claims to be');
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ success: false, error });
    },
  );
});

describe('Cache-Control on personal data', () => {
  it.each(['/api/auth/me', '/api/admin/users', '/api/auth/login'])(
    'when %s answers, then no cache may keep it',
    async (path) => {
      const res = await fetch(`${gateway.url}${path}`, {
        method: path.endsWith('login') ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${tokenFor(newUser('ADMIN'))}`, ...JSON_TYPE },
        body: path.endsWith('login') ? LOGIN : undefined,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('when the gateway itself refuses or misses, then no-store too', async () => {
    const missing = await fetch(`${gateway.url}/api/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('when the service sets its own cache policy, then the gateway keeps it', async () => {
    const controller = new AbortController();
    const res = await fetch(`${gateway.url}/api/notifications/stream`, {
      headers: { authorization: `Bearer ${tokenFor(newUser('ADMIN'))}` },
      signal: controller.signal,
    });
    expect(res.headers.get('cache-control')).toBe('no-cache');
    controller.abort();
  });
});
