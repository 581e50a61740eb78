import { createQueue, type JobsContext } from '@ghar/platform';
import type { Channel } from '../domain/channels';
import type { DeliveryQueue } from '../domain/ports';

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
    close: () => queue.close(),
  };
}
