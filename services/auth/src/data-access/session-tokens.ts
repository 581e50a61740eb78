import { randomUUID } from 'node:crypto';
import type { Role } from '@ghar/contracts/constants';
import { sessionClaimsSchema } from '@ghar/contracts/session';
import jwt from 'jsonwebtoken';
import type { IssuedSession, SessionTokens } from '../domain/ports';

/** HS256 session tokens with the claims the gateway verifies: sub, email, role, jti, exp. */
export function createSessionTokens(options: { secret: string; ttlDays: number }): SessionTokens {
  const ttlSeconds = options.ttlDays * 24 * 60 * 60;
  return {
    ttlSeconds,
    issue(user: { id: string; email: string; role: Role }): IssuedSession {
      const jti = randomUUID();
      const token = jwt.sign({ email: user.email, role: user.role }, options.secret, {
        algorithm: 'HS256',
        subject: user.id,
        jwtid: jti,
        expiresIn: ttlSeconds,
      });
      const { exp } = jwt.decode(token) as { exp: number };
      return { token, jti, expiresAt: exp, maxAgeMs: ttlSeconds * 1000 };
    },
    /** The claims of a token this service issued; null for anything else or an expired one. */
    read(token: string) {
      try {
        const claims = sessionClaimsSchema.safeParse(
          jwt.verify(token, options.secret, { algorithms: ['HS256'] }),
        );
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
