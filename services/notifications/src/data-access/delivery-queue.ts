import { createQueue, type JobsContext } from '@ghar/platform';
import type { UserNoticeChannel } from '@ghar/contracts/constants';
import type { Job, Queue } from 'bullmq';
import type { Channel } from '../domain/channels';
import {
  DELIVERIES_QUEUE,
  type DeliveryJob,
  type DeliveryJobState,
  type DeliveryQueue,
} from '../domain/ports';

/** The job id names the notification and channel, so queuing it again adds nothing. */
export function deliveryJobId(notificationId: string, channel: Channel): string {
  return `${notificationId}-${channel}`;
}

export function deliveryQueue(
  ctx: JobsContext,
  options: { attempts: number; backoffMs: number },
): DeliveryQueue & { close: () => Promise<void> } {
  const queue = createQueue<DeliveryJob>(ctx, DELIVERIES_QUEUE, {
    attempts: options.attempts,
    backoff: { type: 'exponential', delay: options.backoffMs },
  });
  return {
    async enqueue(notificationId, channel) {
      await queue.add(
        'deliver',
        { notificationId, channel },
        { jobId: deliveryJobId(notificationId, channel) },
      );
    },
    jobState: (notificationId, channel) =>
      jobStateOf(queue, deliveryJobId(notificationId, channel)),
    close: () => queue.close(),
  };
}

/** A user notice's job: `user-<notice id>-<channel>`, so queuing it again adds nothing. */
export function userDeliveryJobId(noticeId: string, channel: UserNoticeChannel): string {
  return `user-${noticeId}-${channel}`;
}

/**
 * Users' notices ride the same `deliveries` queue and worker as the admins' (one retry and
 * backoff policy), marked `audience: 'user'`; quiet hours are the job's delay.
 */
export function userDeliveryQueue(
  ctx: JobsContext,
  options: { attempts: number; backoffMs: number },
): DeliveryQueue<UserNoticeChannel> & { close: () => Promise<void> } {
  const queue = createQueue<DeliveryJob>(ctx, DELIVERIES_QUEUE, {
    attempts: options.attempts,
    backoff: { type: 'exponential', delay: options.backoffMs },
  });
  return {
    async enqueue(notificationId, channel, { delayMs = 0 } = {}) {
      await queue.add(
        'deliver',
        { notificationId, channel, audience: 'user' },
        { jobId: userDeliveryJobId(notificationId, channel), delay: delayMs },
      );
    },
    jobState: (notificationId, channel) =>
      jobStateOf(queue, userDeliveryJobId(notificationId, channel)),
    close: () => queue.close(),
  };
}

async function jobStateOf(queue: Queue<DeliveryJob>, jobId: string): Promise<DeliveryJobState> {
  const job: Job<DeliveryJob> | undefined = await queue.getJob(jobId);
  if (!job) return { state: 'missing' };
  const state = await job.getState();
  if (state === 'unknown') return { state: 'missing' };
  if (state === 'completed') return { state: 'finished' };
  if (state === 'failed') {
    return {
      state: 'gave-up',
      reason: job.failedReason || 'The delivery job failed',
      attemptsMade: job.attemptsMade,
    };
  }
  return { state: 'queued' };
}
