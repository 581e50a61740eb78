import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { SERVICES, type ServiceName } from '../proxy/routes';
import { summariseServers } from './server-summary';

/** A little over a service's own per-check limit (2 s), so its report of which check hangs arrives. */
const CHECK_TIMEOUT_MS = 2_500;

export interface ComponentStatus {
  status: 'up' | 'down';
  error?: string;
  /** What the service's own /readyz reported about its servers (mongo, kafka, redis …). */
  checks?: unknown;
}

/** Short reasons only: this report is public, so no internal address or driver message. */
function reason(error: unknown): string {
  return (error as Error)?.name === 'TimeoutError' ? 'timed out' : 'unreachable';
}

async function serviceStatus(baseUrl: string): Promise<ComponentStatus> {
  try {
    const response = await fetch(new URL('/readyz', baseUrl), {
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => undefined)) as
      { data?: { checks?: unknown } } | undefined;
    const checks = body?.data?.checks;
    return response.ok
      ? { status: 'up', ...(checks ? { checks } : {}) }
      : {
          status: 'down',
          error: `readyz answered ${response.status}`,
          ...(checks ? { checks } : {}),
        };
  } catch (error) {
    return { status: 'down', error: reason(error) };
  }
}

async function redisStatus(redis: Redis): Promise<ComponentStatus> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new DOMException('Redis ping timed out', 'TimeoutError')),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: reason(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Every service's /readyz, the shared servers as they see them, and the gateway's Redis. */
export async function healthReport(upstreams: Record<ServiceName, string>, redis: Redis) {
  const [redisReport, ...serviceReports] = await Promise.all([
    redisStatus(redis),
    ...SERVICES.map((service) => serviceStatus(upstreams[service])),
  ]);
  const services = Object.fromEntries(SERVICES.map((name, i) => [name, serviceReports[i]!]));
  const ready = redisReport.status === 'up' && serviceReports.every((s) => s.status === 'up');
  const servers = summariseServers(
    serviceReports.map((s) => s.checks as Parameters<typeof summariseServers>[0][number]),
    redisReport.status,
  );
  return { ready, services, servers, redis: redisReport };
}

/**
 * One call shows every server: each service's /readyz (with its own mongo/kafka/redis checks),
 * the shared servers summed up from those checks, and the gateway's Redis. /healthz always answers 200 while the gateway runs; /readyz is 503 until
 * everything behind it is up.
 */
export function gatewayHealthRoutes(options: {
  upstreams: Record<ServiceName, string>;
  redis: Redis;
}): Router {
  const router = Router();
  router.get('/healthz', async (_req, res) => {
    const { ready, services, servers, redis } = await healthReport(
      options.upstreams,
      options.redis,
    );
    res.json({
      success: true,
      data: { status: ready ? 'ok' : 'degraded', services, servers, redis },
    });
  });
  router.get('/readyz', async (_req, res) => {
    const { ready, services, servers, redis } = await healthReport(
      options.upstreams,
      options.redis,
    );
    const data = { status: ready ? 'ready' : 'not-ready', services, servers, redis };
    res
      .status(ready ? 200 : 503)
      .json(
        ready
          ? { success: true, data }
          : { success: false, error: ERROR_MESSAGES.serviceUnavailable, data },
      );
  });
  return router;
}

export type HealthReport = Awaited<ReturnType<typeof healthReport>>;
