import { startScheduledJob, type JobsContext } from '@ghar/platform';
import { expireOverdue } from '../../domain/booking-lifecycle';
import { finishInterruptedSteps } from '../../domain/finish-interrupted-steps';
import type { BookingsDeps } from '../../domain/ports';

export const EXPIRY_QUEUE = 'booking-expiry';
export const EXPIRY_SCHEDULER_ID = 'booking-expiry-every';

/**
 * PENDING bookings past the pending TTL → EXPIRED, and approvals or unbookings a crash left
 * half-done finished, on a schedule (every 15 minutes by default).
 */
export function startExpirySweepJob(ctx: JobsContext, deps: BookingsDeps, everyMs: number) {
  return startScheduledJob(ctx, {
    queue: EXPIRY_QUEUE,
    schedulerId: EXPIRY_SCHEDULER_ID,
    repeat: { every: everyMs },
    jobName: 'sweep',
    run: async () => {
      const expired = await expireOverdue(deps, { actorId: null });
      if (expired) ctx.logger.info({ expired }, 'overdue bookings expired');
      const finished = await finishInterruptedSteps(deps, { actorId: null });
      if (finished.rivalsCancelled || finished.locksReleased) {
        ctx.logger.warn(finished, 'interrupted approvals or unbookings finished');
      }
      return { expired, ...finished };
    },
  });
}
