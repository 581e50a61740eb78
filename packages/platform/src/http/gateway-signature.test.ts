import { describe, expect, it } from 'vitest';
import {
  IDENTITY_HEADERS,
  signForwardedRequest,
  verifyForwardedRequest,
  type ForwardedRequestFields,
} from './gateway-signature';

const SECRET = 'test-signing-secret-0123456789';
const NOW = 1_750_000_000_000;

const signedIn: ForwardedRequestFields = {
  method: 'POST',
  path: '/bookings/create?source=web',
  userId: '665f1c2e9b1d8a0012345678',
  email: 'asha@example.in',
  role: 'USER',
  requestId: 'req-0001-abcdef',
  timestamp: NOW,
};

function headersFor(fields: ForwardedRequestFields, secret = SECRET) {
  return {
    [IDENTITY_HEADERS.userId]: fields.userId ?? '',
    [IDENTITY_HEADERS.email]: fields.email ?? '',
    [IDENTITY_HEADERS.role]: fields.role ?? '',
    [IDENTITY_HEADERS.requestId]: fields.requestId,
    [IDENTITY_HEADERS.timestamp]: String(fields.timestamp),
    [IDENTITY_HEADERS.signature]: signForwardedRequest(secret, fields),
  } as Record<string, string | string[] | undefined>;
}

function verify(headers: Record<string, string | string[] | undefined>, overrides = {}) {
  return verifyForwardedRequest(SECRET, {
    method: signedIn.method,
    path: signedIn.path,
    headers,
    now: NOW,
    ...overrides,
  });
}

describe('gateway signature', () => {
  it('when a signed-in request is verified unchanged, then its identity comes back', () => {
    expect(verify(headersFor(signedIn))).toEqual({
      ok: true,
      identity: {
        userId: signedIn.userId,
        email: signedIn.email,
        role: 'USER',
        requestId: signedIn.requestId,
      },
    });
  });

  it('when an anonymous request is signed, then it verifies with only a request id', () => {
    const visitor = { ...signedIn, userId: '', email: '', role: '' };
    expect(verify(headersFor(visitor))).toEqual({
      ok: true,
      identity: { requestId: signedIn.requestId },
    });
  });

  it('when the method is verified in another case, then it still matches', () => {
    expect(verify(headersFor(signedIn), { method: 'post' }).ok).toBe(true);
  });

  it.each([
    ['x-user-id', { [IDENTITY_HEADERS.userId]: '665f1c2e9b1d8a0099999999' }],
    ['x-user-email', { [IDENTITY_HEADERS.email]: 'admin@example.in' }],
    ['x-user-role', { [IDENTITY_HEADERS.role]: 'ADMIN' }],
    ['x-request-id', { [IDENTITY_HEADERS.requestId]: 'req-0002-abcdef' }],
    ['x-gateway-ts', { [IDENTITY_HEADERS.timestamp]: String(NOW + 1) }],
  ])('when %s is changed after signing, then verification fails', (_name, change) => {
    const result = verify({ ...headersFor(signedIn), ...change });
    expect(result).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('when an identity header is added to an anonymous request, then verification fails', () => {
    const visitor = { ...signedIn, userId: '', email: '', role: '' };
    const headers = { ...headersFor(visitor), [IDENTITY_HEADERS.email]: 'admin@example.in' };
    expect(verify(headers).ok).toBe(false);
  });

  it('when the path or the query differs, then verification fails', () => {
    const headers = headersFor(signedIn);
    expect(verify(headers, { path: '/bookings/create' }).ok).toBe(false);
    expect(verify(headers, { path: '/bookings/create?source=app' }).ok).toBe(false);
    expect(verify(headers, { path: '/admin/users' }).ok).toBe(false);
  });

  it('when the method differs, then verification fails', () => {
    expect(verify(headersFor(signedIn), { method: 'DELETE' }).ok).toBe(false);
  });

  it('when the timestamp is older or newer than the skew window, then verification fails', () => {
    const headers = headersFor(signedIn);
    expect(verify(headers, { now: NOW + 30_001 })).toEqual({
      ok: false,
      reason: 'stale timestamp',
    });
    expect(verify(headers, { now: NOW - 30_001 }).ok).toBe(false);
    expect(verify(headers, { now: NOW + 30_000 }).ok).toBe(true);
    expect(verify(headers, { now: NOW + 5_000, maxSkewMs: 1_000 }).ok).toBe(false);
  });

  it('when the signature was made with another secret, then verification fails', () => {
    expect(verify(headersFor(signedIn, 'another-secret-0123456789')).ok).toBe(false);
  });

  it('when the signature is forged or malformed, then verification fails', () => {
    const headers = headersFor(signedIn);
    const forged = headers[IDENTITY_HEADERS.signature] as string;
    const flipped = (forged[0] === 'a' ? 'b' : 'a') + forged.slice(1);
    expect(verify({ ...headers, [IDENTITY_HEADERS.signature]: flipped }).ok).toBe(false);
    expect(verify({ ...headers, [IDENTITY_HEADERS.signature]: 'abc' })).toEqual({
      ok: false,
      reason: 'malformed signature',
    });
    expect(verify({ ...headers, [IDENTITY_HEADERS.signature]: forged.toUpperCase() }).ok).toBe(
      false,
    );
  });

  it('when a required header is missing, then verification fails with its reason', () => {
    const headers = headersFor(signedIn);
    const without = (name: string) => ({ ...headers, [name]: undefined });
    expect(verify(without(IDENTITY_HEADERS.signature))).toEqual({
      ok: false,
      reason: 'missing signature',
    });
    expect(verify(without(IDENTITY_HEADERS.timestamp)).ok).toBe(false);
    expect(verify(without(IDENTITY_HEADERS.requestId)).ok).toBe(false);
    expect(verify(without(IDENTITY_HEADERS.email)).ok).toBe(false);
  });

  it('when an identity header is repeated, then verification fails', () => {
    const headers = headersFor(signedIn);
    const repeated = { ...headers, [IDENTITY_HEADERS.email]: [signedIn.email!, 'x@example.in'] };
    expect(verify(repeated)).toEqual({ ok: false, reason: 'repeated identity header' });
  });

  it('when a field contains the separator of another, then it cannot shift into that field', () => {
    const a = { ...signedIn, email: 'a@example.in","USER', role: '' };
    const b = { ...signedIn, email: 'a@example.in', role: 'USER' };
    expect(signForwardedRequest(SECRET, a)).not.toBe(signForwardedRequest(SECRET, b));
  });
});
