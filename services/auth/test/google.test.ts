import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, uniqueEmail } from '@ghar/testing';
import { startAuthService, type AuthService } from './support/auth-service';

const CLIENT_ID = 'ghar-test-client.apps.googleusercontent.com';

/** A stand-in for Google's key endpoint, serving a key set generated for this test. */
async function startFakeGoogle() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/down') {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${origin}/oauth2/v3/certs`;

  const idToken = async (
    claims: Record<string, unknown>,
    options: { key?: CryptoKey; audience?: string; issuer?: string; expiresIn?: string } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);

  return {
    url,
    /** The same server answering an error instead of the key set. */
    downUrl: `${origin}/down`,
    idToken,
    otherKey: other.privateKey,
    close: () => new Promise((r) => server.close(r)),
  };
}

let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let svc: AuthService;
let disabled: AuthService;

beforeAll(async () => {
  google = await startFakeGoogle();
  [svc, disabled] = await Promise.all([
    startAuthService({
      env: { GOOGLE_CLIENT_IDS: `other-client, ${CLIENT_ID}`, GOOGLE_JWKS_URL: google.url },
    }),
    startAuthService(),
  ]);
});
afterAll(async () => {
  await Promise.all([svc?.close(), disabled?.close()]);
  await google?.close();
});

const signIn = (service: AuthService, credential: unknown) =>
  service.call('POST', '/auth/google', { json: { credential } });

describe('POST /auth/google', () => {
  it('when Google sign-in is not configured, then a clear not-enabled error', async () => {
    const res = await signIn(
      disabled,
      await google.idToken({ sub: 'g-1', email: uniqueEmail('g') }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(ERROR_MESSAGES.googleNotEnabled);
  });

  it('when a valid ID token comes first, then a USER without a password is created and signed in', async () => {
    const email = uniqueEmail('google');
    const res = await signIn(
      svc,
      await google.idToken({ sub: `sub-${email}`, email, name: 'Meera Nair' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ email, name: 'Meera Nair', role: 'USER' });
    expect(res.body.data.token).toEqual(expect.any(String));
    expect(res.headers.get('set-cookie')).toMatch(/ghar_session=.+HttpOnly/i);
    const stored = await svc.auth.users.findByEmail(email);
    expect(stored).toMatchObject({ googleSub: `sub-${email}`, passwordHash: undefined });
  });

  it('when the same Google account signs in again, then it is the same user', async () => {
    const email = uniqueEmail('again');
    const token = await google.idToken({ sub: `sub-${email}`, email });
    const first = await signIn(svc, token);
    const second = await signIn(svc, await google.idToken({ sub: `sub-${email}`, email }));
    expect(second.body.data.user.id).toBe(first.body.data.user.id);
    expect(first.body.data.user.name).toBe(email.split('@')[0]);
  });

  it('when an account with that e-mail exists, then Google signs in to it', async () => {
    const user = await svc.createUser();
    const res = await signIn(
      svc,
      await google.idToken({ sub: `sub-${user.email}`, email: user.email }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(user.id);
  });

  it.each([
    ['signed with another key', { useOtherKey: true }],
    ['for another client', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['from another issuer', { issuer: 'https://evil.example' }],
    ['expired', { expiresIn: '-1m' }],
  ] as const)('when the token is %s, then it is refused', async (_label, variant) => {
    const email = uniqueEmail('bad');
    const options = 'useOtherKey' in variant ? { key: google.otherKey } : variant;
    const token = await google.idToken({ sub: `sub-${email}`, email }, options);
    const res = await signIn(svc, token);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe(ERROR_MESSAGES.loginFailed);
    expect(await svc.auth.users.findByEmail(email)).toBeNull();
  });

  it('when Google has not verified the e-mail, then it is refused', async () => {
    const email = uniqueEmail('unverified');
    const res = await signIn(
      svc,
      await google.idToken({ sub: `sub-${email}`, email, email_verified: false }),
    );
    expect(res.status).toBe(401);
  });

  it('when the credential is missing or not a token, then it is refused without a crash', async () => {
    expect((await signIn(svc, undefined)).status).toBe(400);
    expect((await signIn(svc, 'not-a-jwt')).status).toBe(401);
  });

  it('when a blocked user signs in with Google, then 403 with the blocked message', async () => {
    const admin = await svc.createUser('ADMIN');
    const user = await svc.createUser();
    await svc.call('PUT', `/admin/users/${user.id}/block`, { as: admin.identity });
    const res = await signIn(
      svc,
      await google.idToken({ sub: `sub-${user.email}`, email: user.email }),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(ERROR_MESSAGES.accountBlocked);
  });

  it.each([
    ['nothing answers at their address', async () => `http://127.0.0.1:${await freePort()}/certs`],
    ['their endpoint answers an error', async () => google.downUrl],
  ])(
    "when Google's keys cannot be fetched (%s), then 503 with the spec's try-again text",
    async (_, jwksUrl) => {
      const unreachable = await startAuthService({
        env: { GOOGLE_CLIENT_IDS: CLIENT_ID, GOOGLE_JWKS_URL: await jwksUrl() },
      });
      try {
        const email = uniqueEmail('offline');
        const res = await signIn(unreachable, await google.idToken({ sub: `sub-${email}`, email }));
        expect(res.status).toBe(503);
        expect(res.body.error).toBe(ERROR_MESSAGES.serviceUnavailable);
      } finally {
        await unreachable.close();
      }
    },
  );
});
