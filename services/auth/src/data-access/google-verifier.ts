import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { z, ZodError } from 'zod';
import { serviceUnavailable } from '@ghar/platform';
import type { GoogleIdentity, GoogleVerifier } from '../domain/ports';

/** Google signs ID tokens with either spelling of its issuer. */
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const googleClaimsSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true'),
  name: z.string().optional(),
});

/**
 * jose's errors about getting the key set rather than about the token: a timeout, an answer
 * other than 200 or not JSON (jose's plain JOSEError, thrown only there), a malformed set.
 */
const KEY_SET_UNAVAILABLE = new Set<string>([
  errors.JWKSTimeout.code,
  errors.JOSEError.code,
  errors.JWKSInvalid.code,
]);

/**
 * Verifies a Google ID token (signature against Google's published keys, issuer, audience =
 * one of our client ids, expiry). The key set is fetched once and cached by jose.
 */
export function createGoogleVerifier(options: {
  clientIds: string[];
  jwksUrl: string;
}): GoogleVerifier {
  const keys = createRemoteJWKSet(new URL(options.jwksUrl));
  return {
    enabled: options.clientIds.length > 0,
    async verify(credential: string): Promise<GoogleIdentity | null> {
      if (options.clientIds.length === 0) return null;
      try {
        const { payload } = await jwtVerify(credential, keys, {
          issuer: GOOGLE_ISSUERS,
          audience: options.clientIds,
          algorithms: ['RS256'],
        });
        const claims = googleClaimsSchema.parse(payload);
        return {
          sub: claims.sub,
          email: claims.email.toLowerCase(),
          emailVerified: claims.email_verified,
          name: claims.name,
        };
      } catch (error) {
        // A token that does not verify is the caller's problem; Google's keys being unreachable
        // is ours, and must not read as a bad credential.
        const refused =
          error instanceof ZodError ||
          (error instanceof errors.JOSEError && !KEY_SET_UNAVAILABLE.has(error.code));
        if (refused) return null;
        // Google's key set could not be fetched (network, DNS, timeout, an error answer): 503.
        const unavailable = serviceUnavailable();
        unavailable.cause = error;
        throw unavailable;
      }
    },
  };
}
