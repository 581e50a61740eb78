import { createQueue, createWorker, upsertSchedule, type JobsContext } from '@ghar/platform';
import type { DeliveryRepository } from '../../data-access/delivery-repository';
import type { NotificationRepository } from '../../data-access/notification-repository';
import { cleanupNotifications } from '../../domain/cleanup-notifications';

export const CLEANUP_QUEUE = 'cleanup-notifications';
export const CLEANUP_SCHEDULER_ID = 'cleanup-notifications-daily';

/**
 * The daily cleanup (DESIGN §4): one scheduler, upserted at every start (so many instances and
 * restarts still mean one run a day), and the same use case as DELETE /notifications/cleanup.
 */
export async function startCleanupJob(
  ctx: JobsContext,
  deps: { notifications: NotificationRepository; deliveries: DeliveryRepository },
  options: { pattern: string; timeZone: string },
) {
  // A database blip should not cost a whole day's cleanup: retry within the hour.
  const queue = createQueue<Record<string, never>>(ctx, CLEANUP_QUEUE, {
    attempts: 3,
    backoff: { type: 'exponential', delay: 60_000 },
  });
  await upsertSchedule(
    queue,
    CLEANUP_SCHEDULER_ID,
    { pattern: options.pattern, tz: options.timeZone },
    {
      name: 'cleanup',
      data: {},
    },
  );
  const worker = createWorker(ctx, CLEANUP_QUEUE, async () => {
    const result = await cleanupNotifications(deps);
    ctx.logger.info(result, 'notifications cleaned up');
    return result;
  });
  return {
    queue,
    worker,
    close: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
