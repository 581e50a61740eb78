import type { UserNoticeChannel } from '@ghar/contracts/constants';
import { startScheduledJob, type JobsContext } from '@ghar/platform';
import {
  resumeOwedDeliveries,
  type ResumeOwedDeliveriesDeps,
} from '../../domain/resume-owed-deliveries';

export const RESUME_DELIVERIES_QUEUE = 'resume-deliveries';
export const RESUME_DELIVERIES_SCHEDULER_ID = 'resume-deliveries-every';
/** Enough for any backlog after an outage; the next run takes the rest. */
const BATCH_SIZE = 500;

/** The sweep that finishes what a failure between the database and the queue left owed. */
export function startResumeDeliveriesJob(
  ctx: JobsContext,
  deps: ResumeOwedDeliveriesDeps,
  options: {
    everyMs: number;
    staleAfterMs: number;
    /** Users' own notices' deliveries (issue 27 item 3), mended the same way. */
    users?: ResumeOwedDeliveriesDeps<UserNoticeChannel>;
  },
) {
  return startScheduledJob(ctx, {
    queue: RESUME_DELIVERIES_QUEUE,
    schedulerId: RESUME_DELIVERIES_SCHEDULER_ID,
    repeat: { every: options.everyMs },
    jobName: 'resume',
    run: async () => {
      const sweep = {
        untouchedSince: new Date(Date.now() - options.staleAfterMs),
        batchSize: BATCH_SIZE,
      };
      const result = await resumeOwedDeliveries(deps, sweep);
      if (result.requeued || result.markedFailed) ctx.logger.warn(result, 'owed deliveries mended');
      if (!options.users) return result;
      // A user notice's job found missing is queued again without its quiet-hours delay: it was
      // owed for longer than the stale time already.
      const users = await resumeOwedDeliveries(options.users, sweep);
      if (users.requeued || users.markedFailed)
        ctx.logger.warn(users, 'owed user deliveries mended');
      return { ...result, users };
    },
  });
}
