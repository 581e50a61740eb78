import { randomUUID } from 'node:crypto';
import { IDENTITY_HEADERS, signForwardedRequest } from './gateway-signature';

export interface CallerIdentity {
  userId?: string;
  email?: string;
  role?: string;
}

/**
 * The full set of identity headers the gateway sends with one request to a service: its proxy and
 * its aggregate calls use it (with the caller's request id, so logs join up), as do component
 * tests and benchmarks (with a fresh one).
 */
export function signedIdentityHeaders(
  secret: string,
  request: { method: string; path: string },
  identity: CallerIdentity = {},
  requestId: string = randomUUID(),
): Record<string, string> {
  const timestamp = Date.now();
  return {
    [IDENTITY_HEADERS.userId]: identity.userId ?? '',
    [IDENTITY_HEADERS.email]: identity.email ?? '',
    [IDENTITY_HEADERS.role]: identity.role ?? '',
    [IDENTITY_HEADERS.requestId]: requestId,
    [IDENTITY_HEADERS.timestamp]: String(timestamp),
    [IDENTITY_HEADERS.signature]: signForwardedRequest(secret, {
      method: request.method.toUpperCase(),
      path: request.path,
      requestId,
      timestamp,
      ...identity,
    }),
  };
}
