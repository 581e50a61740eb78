import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createLogger,
  createQueue,
  createRedis,
  createWorker,
  jobsPrefix,
  upsertSchedule,
} from '../src/index';
import { testServers } from './fixtures/test-env';

const servers = testServers();
const logger = createLogger({ service: 'test', level: 'warn' });

describe('BullMQ jobs', () => {
  it('when a repeatable schedule is upserted, then the worker runs the scheduled job on real Redis', async () => {
    const redis = createRedis(servers.redisUrl);
    const ctx = { connection: redis, prefix: jobsPrefix(`t${randomUUID().slice(0, 8)}`), logger };
    const queue = createQueue<{ reason: string }>(ctx, 'sweep');
    const ran = new Promise<{ name: string; data: { reason: string } }>((resolve) => {
      const worker = createWorker<{ reason: string }>(ctx, 'sweep', async (job) => {
        resolve({ name: job.name, data: job.data });
        await worker.close(true);
      });
    });

    await upsertSchedule(
      queue,
      'sweep-every-200ms',
      { every: 200 },
      {
        name: 'expire',
        data: { reason: 'scheduled' },
      },
    );
    // Upserting again with the same id must not add a second schedule.
    await upsertSchedule(
      queue,
      'sweep-every-200ms',
      { every: 200 },
      {
        name: 'expire',
        data: { reason: 'scheduled' },
      },
    );

    expect(await ran).toEqual({ name: 'expire', data: { reason: 'scheduled' } });
    expect(await queue.getJobSchedulersCount()).toBe(1);
    await queue.obliterate({ force: true });
    await queue.close();
    redis.disconnect();
  });
});
