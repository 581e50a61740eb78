import { signedIdentityHeaders } from '@ghar/platform';
import type { Session } from '../auth/verify-session';

/**
 * The identity headers the gateway vouches for on a request to a service: the verified session's
 * (empty values for a visitor), signed over the exact request target the service will see.
 * The proxy and the admin aggregates both use it, so a service cannot tell them apart.
 */
export function signedHeadersFor(
  signingSecret: string,
  request: { method: string; path: string },
  session: Session | undefined,
  requestId: string,
): Record<string, string> {
  return signedIdentityHeaders(
    signingSecret,
    request,
    { userId: session?.userId ?? '', email: session?.email ?? '', role: session?.role ?? '' },
    requestId,
  );
}
