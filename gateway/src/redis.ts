import { Redis } from 'ioredis';

/**
 * No offline queue and a short command timeout: while Redis is away a revocation check must fail
 * at once (and the signed-in request get 503), never wait for a reconnect. Auto-pipelining sends
 * the checks of concurrent requests in one write, which matters under load.
 */
export function createGatewayRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    enableAutoPipelining: true,
  });
}

/**
 * Resolves when the connection is ready, or after `timeoutMs` regardless: the gateway still
 * serves visitors without Redis, and signed-in calls get 503 until it is back.
 */
export function waitForRedis(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    redis.once('ready', onReady);
  });
}
