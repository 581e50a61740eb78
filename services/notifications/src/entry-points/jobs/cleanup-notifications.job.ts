import { startScheduledJob, type JobsContext } from '@ghar/platform';
import { cleanupNotifications } from '../../domain/cleanup-notifications';
import type {
  ActivityRepository,
  DeliveryRepository,
  NotificationRepository,
} from '../../domain/ports';
import { cleanupActivity } from '../../domain/recent-activity';

export const CLEANUP_QUEUE = 'cleanup-notifications';
export const CLEANUP_SCHEDULER_ID = 'cleanup-notifications-daily';

/**
 * The daily cleanup (docs/jobs.md): the same use case as DELETE /notifications/cleanup, then the
 * recent-activity entries older than 90 days (issue 13).
 */
export function startCleanupJob(
  ctx: JobsContext,
  deps: {
    notifications: NotificationRepository;
    deliveries: DeliveryRepository;
    activity: ActivityRepository;
  },
  options: { pattern: string; timeZone: string },
) {
  return startScheduledJob(ctx, {
    queue: CLEANUP_QUEUE,
    schedulerId: CLEANUP_SCHEDULER_ID,
    repeat: { pattern: options.pattern, tz: options.timeZone },
    jobName: 'cleanup',
    // A database blip should not cost a whole day's cleanup: retry within the hour.
    jobOptions: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
    run: async () => {
      const result = { ...(await cleanupNotifications(deps)), ...(await cleanupActivity(deps)) };
      ctx.logger.info(result, 'notifications cleaned up');
      return result;
    },
  });
}
