import type { IncomingHttpHeaders } from 'node:http';

/**
 * Only the gateway may speak for a caller, so anything a client sends that looks like an identity
 * or a gateway signature is dropped before the request is looked at or forwarded (docs/identity-and-privacy.md).
 * The request id is the gateway's own too: a client cannot pick the id other logs are filed under.
 */
export function stripIdentityHeaders(headers: IncomingHttpHeaders): void {
  for (const name of Object.keys(headers)) {
    if (name.startsWith('x-user-') || name.startsWith('x-gateway-') || name === 'x-request-id') {
      delete headers[name];
    }
  }
}
