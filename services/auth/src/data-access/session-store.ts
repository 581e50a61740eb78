import type { Role } from '@ghar/contracts/constants';
import { deniedUserKey, revokedSessionKey, userRoleKey } from '@ghar/contracts/session';
import type { Redis } from 'ioredis';
import type { Denial, SessionStore } from '../domain/ports';
import { secondsUntil } from '../domain/session-rules';

/** This service's own index of a user's live sessions (jti scored by expiry), to end them all. */
export const userSessionsKey = (userId: string) => `auth:user-sessions:${userId}`;

/**
 * The revocation, denial and role keys (named in contracts) are read by the gateway on every
 * signed-in request, so a logout, a block, a delete or a role change takes effect on the next
 * request. `roleSeconds`: how long a role change is kept (outliving every token issued before).
 */
export function createSessionStore(
  redis: Redis,
  options: { roleSeconds: number },
  now: () => number = Date.now,
): SessionStore {
  const revoke = async (jti: string, expiresAt: number) => {
    await redis.set(revokedSessionKey(jti), '1', 'EX', secondsUntil(expiresAt, now()));
  };

  return {
    async remember(userId: string, jti: string, expiresAt: number): Promise<void> {
      const key = userSessionsKey(userId);
      await redis
        .multi()
        .zremrangebyscore(key, '-inf', Math.floor(now() / 1000))
        .zadd(key, expiresAt, jti)
        .expireat(key, expiresAt, 'GT')
        .expireat(key, expiresAt, 'NX')
        .exec();
    },

    revoke,

    /** Ends every live session of a user (except one, when the user acts in it themself). */
    async revokeAll(userId: string, exceptJti?: string): Promise<void> {
      const key = userSessionsKey(userId);
      const entries = await redis.zrangebyscore(
        key,
        Math.floor(now() / 1000),
        '+inf',
        'WITHSCORES',
      );
      const ended: string[] = [];
      for (let i = 0; i < entries.length; i += 2) {
        const jti = entries[i]!;
        if (jti === exceptJti) continue;
        await revoke(jti, Number(entries[i + 1]));
        ended.push(jti);
      }
      if (ended.length > 0) await redis.zrem(key, ...ended);
    },

    /** BLOCKED lasts until an unblock; DELETED needs only outlive every token issued before. */
    async deny(userId: string, denial: Denial, ttlSeconds?: number): Promise<void> {
      if (ttlSeconds) await redis.set(deniedUserKey(userId), denial, 'EX', ttlSeconds);
      else await redis.set(deniedUserKey(userId), denial);
    },

    async applyRole(userId: string, role: Role): Promise<void> {
      await redis.set(userRoleKey(userId), role, 'EX', options.roleSeconds);
    },

    async allow(userId: string): Promise<void> {
      await redis.del(deniedUserKey(userId));
    },
  };
}
