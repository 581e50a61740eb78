import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { LoginThrottle } from '../domain/ports';
import {
  LOGIN_WINDOW_SECONDS,
  loginVerdict,
  type LoginLimits,
} from '../domain/login-throttle-rules';

/**
 * Password checks of the account not yet cleared by a right password. E-mail addresses are
 * hashed so Redis (and whoever inspects it) never holds them in clear.
 */
const accountKey = (email: string) =>
  `auth:login-failures:${createHash('sha256').update(email).digest('hex')}`;
const ipKey = (ip: string) => `auth:login-attempts:${ip}`;

/**
 * Counts on Redis, so every auth instance shares them. A window opens at the first count and
 * lasts a minute (EXPIRE NX), so six attempts within a minute of the first are always seen
 * together, whatever the clock says.
 */
export function createLoginThrottle(redis: Redis, limits: LoginLimits): LoginThrottle {
  const count = async (key: string) => {
    const results = await redis.multi().incr(key).expire(key, LOGIN_WINDOW_SECONDS, 'NX').exec();
    return Number(results?.[0]?.[1] ?? 0);
  };

  const admitAccount = async (email: string, ipAttempts: number) =>
    loginVerdict({ ipAttempts, accountAttempts: await count(accountKey(email)) }, limits);

  return {
    /**
     * Counts this attempt against the IP and, if the IP may go on, takes one of the account's
     * slots, both atomically (INCR) and before the password check: however many guesses arrive
     * at once, no more than the limit reach the check. A right password calls reset.
     */
    async admit(email: string, ip: string) {
      const ipAttempts = await count(ipKey(ip));
      const byIp = loginVerdict({ ipAttempts, accountAttempts: 0 }, limits);
      return byIp === 'allowed' ? admitAccount(email, ipAttempts) : byIp;
    },
    /** The same account slots for another check of the password (changing it while signed in). */
    admitPasswordCheck: (email: string) => admitAccount(email, 0),
    reset: (email: string) => redis.del(accountKey(email)).then(() => undefined),
  };
}
