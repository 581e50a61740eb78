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
  options: { everyMs: number; staleAfterMs: number },
) {
  return startScheduledJob(ctx, {
    queue: RESUME_DELIVERIES_QUEUE,
    schedulerId: RESUME_DELIVERIES_SCHEDULER_ID,
    repeat: { every: options.everyMs },
    jobName: 'resume',
    run: async () => {
      const result = await resumeOwedDeliveries(deps, {
        untouchedSince: new Date(Date.now() - options.staleAfterMs),
        batchSize: BATCH_SIZE,
      });
      if (result.requeued || result.markedFailed) ctx.logger.warn(result, 'owed deliveries mended');
      return result;
    },
  });
}
