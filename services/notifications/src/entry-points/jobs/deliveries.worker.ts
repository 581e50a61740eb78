import type { UserNoticeChannel } from '@ghar/contracts/constants';
import { createWorker, type JobsContext } from '@ghar/platform';
import { UnrecoverableError } from 'bullmq';
import { DeliveryError, type Channel } from '../../domain/channels';
import {
  deliverNotification,
  type DeliverNotificationDeps,
} from '../../domain/deliver-notification';
import { deliverUserNotice, type DeliverUserNoticeDeps } from '../../domain/deliver-user-notice';
import { DELIVERIES_QUEUE, type DeliveryJob } from '../../domain/ports';

/**
 * Runs the deliveries queue: admins' notifications and users' own notices (`audience: 'user'`).
 * Several jobs run at once, so a slow or failing channel never holds back another; a failed job
 * waits out its backoff in BullMQ's delayed set, not in the worker.
 */
export function startDeliveriesWorker(
  ctx: JobsContext,
  deps: DeliverNotificationDeps,
  options: { concurrency: number; users: DeliverUserNoticeDeps },
) {
  return createWorker<DeliveryJob>(
    ctx,
    DELIVERIES_QUEUE,
    async (job) => {
      const attempt = {
        notificationId: job.data.notificationId,
        attempt: job.attemptsMade + 1,
        maxAttempts: job.opts.attempts ?? 1,
      };
      try {
        return job.data.audience === 'user'
          ? await deliverUserNotice(options.users, {
              ...attempt,
              channel: job.data.channel as UserNoticeChannel,
            })
          : await deliverNotification(deps, { ...attempt, channel: job.data.channel as Channel });
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
