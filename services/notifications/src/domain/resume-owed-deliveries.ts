import type { Channel } from './channels';
import type { DeliveryQueue, DeliveryRepository } from './ports';

export interface ResumeOwedDeliveriesDeps<C extends string = Channel> {
  deliveries: Pick<DeliveryRepository<C>, 'owedBefore' | 'record'>;
  deliveryQueue: DeliveryQueue<C>;
}

export interface ResumeResult {
  /** Owed deliveries whose job was gone (never queued, or removed): queued again. */
  requeued: number;
  /** Owed deliveries whose job had given up without recording it: now recorded as failed. */
  markedFailed: number;
}

/**
 * Mends deliveries the normal path left owed. Storing a notification and queuing its jobs are
 * two systems: a Redis error between them leaves a delivery `pending` with no job, and a
 * database error on the last attempt leaves it `retrying` after its job gave up. A delivery
 * whose job is still waiting, delayed or running belongs to the queue and is left alone.
 * Queuing again is safe: the job id is the notification and channel, and a delivery recorded
 * as sent is never sent again.
 */
export async function resumeOwedDeliveries<C extends string>(
  deps: ResumeOwedDeliveriesDeps<C>,
  options: { untouchedSince: Date; batchSize: number; now?: Date },
): Promise<ResumeResult> {
  const result: ResumeResult = { requeued: 0, markedFailed: 0 };
  const owed = await deps.deliveries.owedBefore(options.untouchedSince, options.batchSize);
  for (const { notificationId, channel, attempts } of owed) {
    const job = await deps.deliveryQueue.jobState(notificationId, channel);
    if (job.state === 'missing') {
      await deps.deliveryQueue.enqueue(notificationId, channel);
      result.requeued += 1;
    } else if (job.state === 'gave-up') {
      await deps.deliveries.record(notificationId, channel, {
        status: 'failed',
        attempts: Math.max(attempts, job.attemptsMade),
        lastError: job.reason.slice(0, 500),
        updatedAt: options.now ?? new Date(),
      });
      result.markedFailed += 1;
    }
  }
  return result;
}
