import { createQueue, createWorker, upsertSchedule, type JobsContext } from '@ghar/platform';
import {
  resumeOwedDeliveries,
  type ResumeOwedDeliveriesDeps,
} from '../../domain/resume-owed-deliveries';

export const RESUME_DELIVERIES_QUEUE = 'resume-deliveries';
export const RESUME_DELIVERIES_SCHEDULER_ID = 'resume-deliveries-every';
/** Enough for any backlog after an outage; the next run takes the rest. */
const BATCH_SIZE = 500;

/**
 * The sweep that finishes what a failure between the database and the queue left owed (see
 * resumeOwedDeliveries). One scheduler, upserted at every start, so many instances still mean
 * one sweep per period.
 */
export async function startResumeDeliveriesJob(
  ctx: JobsContext,
  deps: ResumeOwedDeliveriesDeps,
  options: { everyMs: number; staleAfterMs: number },
) {
  const queue = createQueue<Record<string, never>>(ctx, RESUME_DELIVERIES_QUEUE);
  await upsertSchedule(
    queue,
    RESUME_DELIVERIES_SCHEDULER_ID,
    { every: options.everyMs },
    { name: 'resume', data: {} },
  );
  const worker = createWorker(ctx, RESUME_DELIVERIES_QUEUE, async () => {
    const result = await resumeOwedDeliveries(deps, {
      untouchedSince: new Date(Date.now() - options.staleAfterMs),
      batchSize: BATCH_SIZE,
    });
    if (result.requeued || result.markedFailed) ctx.logger.warn(result, 'owed deliveries mended');
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
