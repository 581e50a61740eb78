import type { Redis } from 'ioredis';

/**
 * Keys the auth service writes so that a logout, a block or a delete takes effect on the next
 * request rather than at token expiry (DESIGN §5). Documented in gateway/README.md.
 */
export const revokedSessionKey = (jti: string) => `auth:revoked:${jti}`;
export const deniedUserKey = (userId: string) => `auth:denied-user:${userId}`;

export type SessionStanding = 'active' | 'revoked' | 'blocked' | 'deleted';

/** One round trip for both keys: this runs on every signed-in request. */
export async function checkSessionStanding(
  redis: Redis,
  session: { jti: string; userId: string },
): Promise<SessionStanding> {
  const [revoked, denied] = await redis.mget(
    revokedSessionKey(session.jti),
    deniedUserKey(session.userId),
  );
  // The account's standing first: a block also revokes every token, and the user should read
  // that they are blocked, not that their session expired.
  if (denied === 'BLOCKED') return 'blocked';
  // 'DELETED', and any value this gateway does not know yet: a denial fails closed.
  if (denied !== null) return 'deleted';
  return revoked === null ? 'active' : 'revoked';
}
