import { Redis } from 'ioredis';

/**
 * BullMQ workers block on Redis, so their connections must never give up on a command
 * (maxRetriesPerRequest: null); plain commands share the same setting for simplicity.
 */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
}

export function redisHealthCheck(redis: Redis) {
  return async () => {
    const reply = await redis.ping();
    if (reply !== 'PONG') throw new Error(`unexpected ping reply ${reply}`);
  };
}
