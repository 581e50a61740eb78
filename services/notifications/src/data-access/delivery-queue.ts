import { createQueue, type JobsContext } from '@ghar/platform';
import type { Channel } from '../domain/channels';
import type { DeliveryJobState, DeliveryQueue } from '../domain/ports';

export const DELIVERIES_QUEUE = 'deliveries';

export interface DeliveryJob {
  notificationId: string;
  channel: Channel;
}

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
    async jobState(notificationId, channel): Promise<DeliveryJobState> {
      const job = await queue.getJob(deliveryJobId(notificationId, channel));
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
    },
    close: () => queue.close(),
  };
}
