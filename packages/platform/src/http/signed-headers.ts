import { randomUUID } from 'node:crypto';
import { IDENTITY_HEADERS, signForwardedRequest } from './gateway-signature';

export interface CallerIdentity {
  userId?: string;
  email?: string;
  role?: string;
}

/**
 * The full set of identity headers the gateway sends with one forwarded request. Component tests
 * and benchmarks use it to call a service the way the gateway does.
 */
export function signedIdentityHeaders(
  secret: string,
  request: { method: string; path: string },
  identity: CallerIdentity = {},
): Record<string, string> {
  const requestId = randomUUID();
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
