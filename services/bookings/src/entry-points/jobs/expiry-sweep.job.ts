import { startScheduledJob, type JobsContext } from '@ghar/platform';
import { expireOverdue } from '../../domain/booking-lifecycle';
import type { BookingsDeps } from '../../domain/ports';

export const EXPIRY_QUEUE = 'booking-expiry';
export const EXPIRY_SCHEDULER_ID = 'booking-expiry-every';

/** PENDING bookings past the pending TTL → EXPIRED, on a schedule (every 15 minutes by default). */
export function startExpirySweepJob(ctx: JobsContext, deps: BookingsDeps, everyMs: number) {
  return startScheduledJob(ctx, {
    queue: EXPIRY_QUEUE,
    schedulerId: EXPIRY_SCHEDULER_ID,
    repeat: { every: everyMs },
    jobName: 'sweep',
    run: async () => {
      const expired = await expireOverdue(deps, { actorId: null });
      if (expired) ctx.logger.info({ expired }, 'overdue bookings expired');
      return { expired };
    },
  });
}
