import { createWorker, type JobsContext } from '@ghar/platform';
import { UnrecoverableError } from 'bullmq';
import { DELIVERIES_QUEUE, type DeliveryJob } from '../../data-access/delivery-queue';
import { DeliveryError } from '../../domain/channels';
import {
  deliverNotification,
  type DeliverNotificationDeps,
} from '../../domain/deliver-notification';

/**
 * Runs the deliveries queue. Several jobs run at once, so a slow or failing channel never holds
 * back another; a failed job waits out its backoff in BullMQ's delayed set, not in the worker.
 */
export function startDeliveriesWorker(
  ctx: JobsContext,
  deps: DeliverNotificationDeps,
  options: { concurrency: number },
) {
  return createWorker<DeliveryJob>(
    ctx,
    DELIVERIES_QUEUE,
    async (job) => {
      try {
        return await deliverNotification(deps, {
          ...job.data,
          attempt: job.attemptsMade + 1,
          maxAttempts: job.opts.attempts ?? 1,
        });
      } catch (error) {
        // A bad token or an unknown chat will not heal by retrying.
        if (error instanceof DeliveryError && error.permanent)
          throw new UnrecoverableError(error.message);
        throw error;
      }
    },
    { concurrency: options.concurrency },
  );
}
