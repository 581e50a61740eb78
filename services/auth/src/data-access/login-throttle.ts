import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginThrottle } from '../domain/ports';
import {
  ACCOUNT_WINDOW_SECONDS,
  IP_WINDOW_SECONDS,
  PAIR_WINDOW_SECONDS,
  loginVerdict,
  type LoginCounts,
  type LoginLimits,
  type LoginVerdict,
} from '../domain/login-throttle-rules';

/** E-mail addresses are hashed so Redis (and whoever inspects it) never holds them in clear. */
const hashed = (email: string) => createHash('sha256').update(email).digest('hex');
const pairKey = (email: string, address: string) => `auth:login-pair:${hashed(email)}:${address}`;
const pairWaitKey = (email: string, address: string) =>
  `auth:login-pair-wait:${hashed(email)}:${address}`;
const accountKey = (email: string) => `auth:login-failures:${hashed(email)}`;
const ipKey = (address: string) => `auth:login-ip-failures:${address}`;

const seconds = (value: unknown) => Math.max(0, Number(value ?? 0));

/**
 * Counts on Redis, so every auth instance shares them. The pair's count is its slot, taken
 * atomically with the read of every other count before the password is checked; a wait is
 * taken with SET NX, so of parallel guesses past the free ones only one reaches the check.
 */
export function createLoginThrottle(redis: Redis, limits: LoginLimits): LoginThrottle {
  const readAndTakeSlot = async (email: string, address: string): Promise<LoginCounts> => {
    const pair = pairKey(email, address);
    const results = await redis
      .multi()
      .incr(pair)
      .expire(pair, PAIR_WINDOW_SECONDS)
      .ttl(pairWaitKey(email, address))
      .get(accountKey(email))
      .ttl(accountKey(email))
      .get(ipKey(address))
      .ttl(ipKey(address))
      .exec();
    const value = (index: number) => results?.[index]?.[1];
    return {
      pairAttempts: Number(value(0) ?? 0),
      pairWaitSeconds: seconds(value(2)),
      accountFailures: Number(value(3) ?? 0),
      accountResetSeconds: seconds(value(4)),
      ipFailures: Number(value(5) ?? 0),
      ipResetSeconds: seconds(value(6)),
    };
  };

  /** A refused attempt gives its slot back: the pair's wait grows with guesses, not refusals. */
  const refuse = async (email: string, address: string, verdict: LoginVerdict) => {
    await redis.decr(pairKey(email, address));
    return verdict;
  };

  const count = (key: string, windowSeconds: number) =>
    redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec();

  return {
    async admit(email, address) {
      const verdict = loginVerdict(await readAndTakeSlot(email, address), limits);
      if (!verdict.allowed) return refuse(email, address, verdict);
      if (verdict.lockSeconds === 0) return verdict;
      const waitKey = pairWaitKey(email, address);
      const took = await redis.set(waitKey, '1', 'EX', verdict.lockSeconds, 'NX');
      if (took === 'OK') return verdict;
      // A parallel guess of the same pair took the wait first: this one waits too.
      const retryAfterSeconds = Math.max(1, await redis.ttl(waitKey));
      return refuse(email, address, { allowed: false, reason: 'pair', retryAfterSeconds });
    },
    async recordFailure(email, address) {
      await Promise.all([
        count(accountKey(email), ACCOUNT_WINDOW_SECONDS),
        count(ipKey(address), IP_WINDOW_SECONDS),
      ]);
    },
    async reset(email, address) {
      await redis.del(pairKey(email, address), pairWaitKey(email, address));
    },
  };
}
