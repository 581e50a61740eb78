import type { Redis } from 'ioredis';
import type { RateLimiter } from '../domain/ports';

/** The port's name where entry points still import it from here. */
export type { RateLimiter };

/**
 * A fixed window per key in Redis, shared by every instance: the first hit starts the window,
 * later hits only count.
 */
export function fixedWindowRateLimiter(
  redis: Redis,
  options: { prefix: string; limit: number; windowSeconds: number },
): RateLimiter {
  return {
    async hit(key) {
      const redisKey = `${options.prefix}:${key}`;
      const results = await redis
        .multi()
        .incr(redisKey)
        .expire(redisKey, options.windowSeconds, 'NX')
        .ttl(redisKey)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? options.windowSeconds);
      return {
        allowed: count <= options.limit,
        retryAfterSeconds: ttl > 0 ? ttl : options.windowSeconds,
      };
    },
  };
}
