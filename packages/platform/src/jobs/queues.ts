import {
  Queue,
  Worker,
  type ConnectionOptions,
  type JobsOptions,
  type JobSchedulerTemplateOptions,
  type Processor,
  type RepeatOptions,
} from 'bullmq';
import type { Logger } from 'pino';

export interface JobsContext {
  connection: ConnectionOptions;
  /** Key prefix in Redis; a test run uses its own so queues never cross runs. */
  prefix: string;
  logger: Logger;
}

export function jobsPrefix(namespace = ''): string {
  return namespace ? `ghar-${namespace}` : 'ghar';
}

export function createQueue<Data = unknown>(
  ctx: JobsContext,
  name: string,
  defaultJobOptions: JobsOptions = {},
): Queue<Data> {
  return new Queue<Data>(name, {
    connection: ctx.connection,
    prefix: ctx.prefix,
    defaultJobOptions: {
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
      ...defaultJobOptions,
    },
  });
}

export function createWorker<Data = unknown, Result = unknown>(
  ctx: JobsContext,
  name: string,
  processor: Processor<Data, Result>,
  options: { concurrency?: number } = {},
): Worker<Data, Result> {
  const worker = new Worker<Data, Result>(name, processor, {
    connection: ctx.connection,
    prefix: ctx.prefix,
    concurrency: options.concurrency ?? 1,
  });
  const log = ctx.logger.child({ queue: name });
  worker.on('failed', (job, error) =>
    log.warn({ jobId: job?.id, attemptsMade: job?.attemptsMade, err: error }, 'job failed'),
  );
  worker.on('error', (error) => log.error({ err: error }, 'worker error'));
  return worker;
}

/** Creates or updates a repeatable schedule; safe to call at every start (idempotent by id). */
export async function upsertSchedule<Data>(
  queue: Queue<Data>,
  schedulerId: string,
  repeat: Omit<RepeatOptions, 'key'>,
  job: { name: string; data: Data; opts?: JobSchedulerTemplateOptions },
): Promise<void> {
  // BullMQ's typings for the job name are derived from the queue's generics; the name is free text.
  await (queue as Queue).upsertJobScheduler(schedulerId, repeat, {
    name: job.name,
    data: job.data,
    ...(job.opts ? { opts: job.opts } : {}),
  });
}

export interface ScheduledJobOptions<Result> {
  queue: string;
  schedulerId: string;
  repeat: Omit<RepeatOptions, 'key'>;
  /** The name each run's job carries (in logs and Redis). */
  jobName: string;
  /** Attempts and backoff of each run. */
  jobOptions?: JobSchedulerTemplateOptions;
  run: () => Promise<Result>;
}

/**
 * A job that runs on a schedule: its queue, its scheduler (upserted at every start, so many
 * instances and restarts still mean one run per period) and its worker.
 */
export async function startScheduledJob<Result>(
  ctx: JobsContext,
  options: ScheduledJobOptions<Result>,
) {
  const queue = createQueue<Record<string, never>>(ctx, options.queue, options.jobOptions);
  await upsertSchedule(queue, options.schedulerId, options.repeat, {
    name: options.jobName,
    data: {},
    opts: options.jobOptions,
  });
  const worker = createWorker<Record<string, never>, Result>(ctx, options.queue, () =>
    options.run(),
  );
  return {
    queue,
    worker,
    close: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
