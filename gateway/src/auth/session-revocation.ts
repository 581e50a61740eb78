import { deniedUserKey, revokedSessionKey } from '@ghar/contracts';
import type { Redis } from 'ioredis';

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
