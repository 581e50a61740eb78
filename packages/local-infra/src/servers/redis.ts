import { mkdir } from 'node:fs/promises';
import { redisPing } from '../probes/redis-ping';
import { launchServer } from './server-handle';
import type { ServerStartOptions } from './server-options';

export const REDIS_MARKER = 'redis-server';

/**
 * Redis on loopback. BullMQ needs `noeviction` (an evicted job key corrupts its queues).
 * Persistent: append-only file plus snapshots; ephemeral: nothing written to disk.
 */
export function redisArgs(options: {
  port: number;
  dataDir: string;
  persistent: boolean;
}): string[] {
  const persistence = options.persistent
    ? ['--appendonly', 'yes', '--save', '3600 1 300 100 60 10000']
    : ['--appendonly', 'no', '--save', ''];
  return [
    '--bind',
    '127.0.0.1',
    '--port',
    String(options.port),
    '--dir',
    options.dataDir,
    '--daemonize',
    'no',
    '--maxmemory-policy',
    'noeviction',
    ...persistence,
  ];
}

export async function startRedis(options: ServerStartOptions) {
  await mkdir(options.dataDir, { recursive: true });
  return launchServer({
    name: 'redis',
    command: 'redis-server',
    args: redisArgs(options),
    cwd: options.dataDir,
    logFile: options.logFile,
    detached: options.detached,
    port: options.port,
    url: `redis://127.0.0.1:${options.port}`,
    ready: () => redisPing(options.port),
    readyTimeoutMs: 60_000,
    stopGraceMs: 10_000,
  });
}
