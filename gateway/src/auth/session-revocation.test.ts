import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { checkSessionStanding } from './session-revocation';

/** A Redis that answers MGET with the two stored values: revoked jti, user denial. */
const redisHolding = (revoked: string | null, denied: string | null) =>
  ({ mget: async () => [revoked, denied] }) as unknown as Redis;

const session = { jti: 'j1', userId: 'u1' };

describe('checkSessionStanding', () => {
  it("when a blocked user's token was also revoked (a block ends sessions), then it reads blocked", async () => {
    expect(await checkSessionStanding(redisHolding('1', 'BLOCKED'), session)).toBe('blocked');
  });

  it('when the user is deleted or the denial is unknown, then it reads deleted (fails closed)', async () => {
    expect(await checkSessionStanding(redisHolding(null, 'DELETED'), session)).toBe('deleted');
    expect(await checkSessionStanding(redisHolding(null, 'SOMETHING-NEW'), session)).toBe(
      'deleted',
    );
  });

  it('when only the token was revoked, then revoked; with nothing stored, active', async () => {
    expect(await checkSessionStanding(redisHolding('1', null), session)).toBe('revoked');
    expect(await checkSessionStanding(redisHolding(null, null), session)).toBe('active');
  });
});
