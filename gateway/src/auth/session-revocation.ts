import { ROLES, type Role } from '@ghar/contracts/constants';
import { deniedUserKey, revokedSessionKey, userRoleKey } from '@ghar/contracts/session';
import type { Redis } from 'ioredis';

export type SessionStanding = 'active' | 'revoked' | 'blocked' | 'deleted';

/** A stored role this gateway does not know: the least one (fails closed). */
const roleOf = (stored: string, fallback: Role): Role =>
  (ROLES as readonly string[]).includes(stored) ? (stored as Role) : fallback;

/**
 * One round trip for the three keys: this runs on every signed-in request. The role is the one
 * auth recorded at the user's last role change, else the token's own.
 */
export async function checkSessionStanding(
  redis: Redis,
  session: { jti: string; userId: string; role: Role },
): Promise<{ standing: SessionStanding; role: Role }> {
  const [revoked, denied, role] = await redis.mget(
    revokedSessionKey(session.jti),
    deniedUserKey(session.userId),
    userRoleKey(session.userId),
  );
  return {
    standing: standingOf(revoked ?? null, denied ?? null),
    role: role ? roleOf(role, 'USER') : session.role,
  };
}

function standingOf(revoked: string | null, denied: string | null): SessionStanding {
  // The account's standing first: a block also revokes every token, and the user should read
  // that they are blocked, not that their session expired.
  if (denied === 'BLOCKED') return 'blocked';
  // 'DELETED', and any value this gateway does not know yet: a denial fails closed.
  if (denied !== null) return 'deleted';
  return revoked === null ? 'active' : 'revoked';
}
