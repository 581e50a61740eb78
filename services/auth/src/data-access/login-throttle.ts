import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  LOGIN_WINDOW_SECONDS,
  loginVerdict,
  type LoginLimits,
} from '../domain/login-throttle-rules';

/** E-mail addresses are hashed so Redis (and whoever inspects it) never holds them in clear. */
const accountKey = (email: string) =>
  `auth:login-failures:${createHash('sha256').update(email).digest('hex')}`;
const ipKey = (ip: string) => `auth:login-attempts:${ip}`;

/**
 * Counts on Redis, so every auth instance shares them. A window opens at the first count and
 * lasts a minute (EXPIRE NX), so six attempts within a minute of the first are always seen
 * together, whatever the clock says.
 */
export function createLoginThrottle(redis: Redis, limits: LoginLimits) {
  const count = async (key: string) => {
    const results = await redis.multi().incr(key).expire(key, LOGIN_WINDOW_SECONDS, 'NX').exec();
    return Number(results?.[0]?.[1] ?? 0);
  };

  return {
    /** Counts this attempt against the IP and says whether it may go on to the password check. */
    async admit(email: string, ip: string) {
      const [ipAttempts, failures] = await Promise.all([
        count(ipKey(ip)),
        redis.get(accountKey(email)),
      ]);
      return loginVerdict({ ipAttempts, failures: Number(failures ?? 0) }, limits);
    },
    recordFailure: (email: string) => count(accountKey(email)).then(() => undefined),
    reset: (email: string) => redis.del(accountKey(email)).then(() => undefined),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
