import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers the gateway sets on every forwarded request (and strips from every client request). */
export const IDENTITY_HEADERS = {
  userId: 'x-user-id',
  email: 'x-user-email',
  role: 'x-user-role',
  requestId: 'x-request-id',
  timestamp: 'x-gateway-ts',
  signature: 'x-gateway-signature',
} as const;

export interface ForwardedRequestFields {
  method: string;
  /** The request target exactly as the service receives it (path and query, e.g. `/auth/me?x=1`). */
  path: string;
  /** Empty or absent for a visitor: anonymous requests are signed too. */
  userId?: string;
  email?: string;
  role?: string;
  requestId: string;
  /** Milliseconds since the epoch, when the gateway signed. */
  timestamp: number;
}

export interface ForwardedIdentity {
  userId?: string;
  email?: string;
  role?: string;
  requestId: string;
}

export type VerifyResult =
  { ok: true; identity: ForwardedIdentity } | { ok: false; reason: string };

type HeaderBag = Record<string, string | string[] | undefined>;

const SCHEME = 'ghar-gateway-v1';
const SIGNATURE_FORMAT = /^[0-9a-f]{64}$/;
const TIMESTAMP_FORMAT = /^\d{1,15}$/;

/**
 * JSON keeps the fields unambiguous: no value can smuggle a separator and shift another field.
 * The scheme tag means a future v2 can never verify with a v1 signature.
 */
function canonical(fields: ForwardedRequestFields): string {
  return JSON.stringify([
    SCHEME,
    fields.method.toUpperCase(),
    fields.path,
    fields.userId ?? '',
    fields.email ?? '',
    fields.role ?? '',
    fields.requestId,
    String(fields.timestamp),
  ]);
}

/** Hex HMAC-SHA256 over every field the service will trust. */
export function signForwardedRequest(secret: string, fields: ForwardedRequestFields): string {
  return createHmac('sha256', secret).update(canonical(fields)).digest('hex');
}

function single(headers: HeaderBag, name: string): string | undefined | null {
  const value = headers[name];
  // A repeated header is ambiguous (which copy was signed?), so it is refused outright.
  if (Array.isArray(value)) return null;
  return value;
}

/**
 * Checks that the gateway signed this exact request recently. A service calls this before it
 * reads any identity header, so a client that reaches the service directly gains nothing.
 */
export function verifyForwardedRequest(
  secret: string,
  request: {
    method: string;
    path: string;
    headers: HeaderBag;
    now?: number;
    maxSkewMs?: number;
  },
): VerifyResult {
  const { headers, now = Date.now(), maxSkewMs = 30_000 } = request;
  const signature = single(headers, IDENTITY_HEADERS.signature);
  const timestampText = single(headers, IDENTITY_HEADERS.timestamp);
  const requestId = single(headers, IDENTITY_HEADERS.requestId);
  const userId = single(headers, IDENTITY_HEADERS.userId);
  const email = single(headers, IDENTITY_HEADERS.email);
  const role = single(headers, IDENTITY_HEADERS.role);

  if ([signature, timestampText, requestId, userId, email, role].includes(null)) {
    return { ok: false, reason: 'repeated identity header' };
  }
  if (!signature) return { ok: false, reason: 'missing signature' };
  if (!SIGNATURE_FORMAT.test(signature)) return { ok: false, reason: 'malformed signature' };
  if (!timestampText || !TIMESTAMP_FORMAT.test(timestampText)) {
    return { ok: false, reason: 'missing or malformed timestamp' };
  }
  if (!requestId) return { ok: false, reason: 'missing request id' };

  const timestamp = Number(timestampText);
  if (Math.abs(now - timestamp) > maxSkewMs) return { ok: false, reason: 'stale timestamp' };

  const expected = signForwardedRequest(secret, {
    method: request.method,
    path: request.path,
    userId: userId ?? '',
    email: email ?? '',
    role: role ?? '',
    requestId,
    timestamp,
  });
  // Both are 64 hex characters here, so timingSafeEqual never throws on a length mismatch.
  if (!timingSafeEqual(Buffer.from(expected, 'utf8'), Buffer.from(signature, 'utf8'))) {
    return { ok: false, reason: 'bad signature' };
  }

  const identity: ForwardedIdentity = { requestId };
  if (userId) identity.userId = userId;
  if (email) identity.email = email;
  if (role) identity.role = role;
  return { ok: true, identity };
}
