import type { Redis } from 'ioredis';
import type { SignupLimiter } from '../domain/ports';

/** A fixed window per address in Redis, shared by every instance; the first hit opens it. */
export function createSignupLimiter(
  redis: Redis,
  options: { limit: number; windowSeconds: number },
): SignupLimiter {
  return {
    async hit(address) {
      const key = `auth:signup-attempts:${address}`;
      const results = await redis
        .multi()
        .incr(key)
        .expire(key, options.windowSeconds, 'NX')
        .ttl(key)
        .exec();
      const count = Number(results?.[0]?.[1] ?? 0);
      const ttl = Number(results?.[2]?.[1] ?? 0);
      return {
        allowed: count <= options.limit,
        retryAfterSeconds: ttl > 0 ? ttl : options.windowSeconds,
      };
    },
  };
}
