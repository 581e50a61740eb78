import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { checkSessionStanding } from './session-revocation';

/** A Redis that answers MGET with the three stored values: revoked jti, user denial, role. */
const redisHolding = (revoked: string | null, denied: string | null, role: string | null = null) =>
  ({ mget: async () => [revoked, denied, role] }) as unknown as Redis;

const session = { jti: 'j1', userId: 'u1', role: 'USER' as const };
const standing = async (redis: Redis) => (await checkSessionStanding(redis, session)).standing;

describe('checkSessionStanding', () => {
  it("when a blocked user's token was also revoked (a block ends sessions), then it reads blocked", async () => {
    expect(await standing(redisHolding('1', 'BLOCKED'))).toBe('blocked');
  });

  it('when the user is deleted or the denial is unknown, then it reads deleted (fails closed)', async () => {
    expect(await standing(redisHolding(null, 'DELETED'))).toBe('deleted');
    expect(await standing(redisHolding(null, 'SOMETHING-NEW'))).toBe('deleted');
  });

  it('when only the token was revoked, then revoked; with nothing stored, active', async () => {
    expect(await standing(redisHolding('1', null))).toBe('revoked');
    expect(await standing(redisHolding(null, null))).toBe('active');
  });

  it("when auth recorded a role change, then that role replaces the token's; none recorded, the token's; an unknown one, USER", async () => {
    const roleOf = async (stored: string | null, token: 'USER' | 'ADMIN' = 'USER') =>
      (await checkSessionStanding(redisHolding(null, null, stored), { ...session, role: token }))
        .role;
    expect(await roleOf('DEALER')).toBe('DEALER');
    expect(await roleOf('USER', 'ADMIN')).toBe('USER');
    expect(await roleOf(null, 'ADMIN')).toBe('ADMIN');
    expect(await roleOf('SUPERUSER', 'ADMIN')).toBe('USER');
  });
});
