import { createQueue, createWorker, type JobsContext } from '@ghar/platform';
import type { DigestScheduler } from '../../domain/ports';
import { sendSavedSearchDigest, type MatchingDeps } from '../../domain/saved-search-matching';

export const SAVED_SEARCH_DIGEST_QUEUE = 'saved-search-digest';

export interface DigestJob {
  savedSearchId: string;
  digestSeq: number;
}

/** One job per search and cycle: queuing it again for every match of the cycle adds nothing. */
export const digestJobId = (job: DigestJob) => `${job.savedSearchId}-${job.digestSeq}`;

/**
 * A saved search's digest as a delayed BullMQ job (issue 27 item 6): queued at its first match
 * after the gathering window, or a day after the last digest, whichever is later.
 */
export function startSavedSearchDigestJob(ctx: JobsContext, deps: Omit<MatchingDeps, 'digests'>) {
  const queue = createQueue<DigestJob>(ctx, SAVED_SEARCH_DIGEST_QUEUE, {
    attempts: 5,
    backoff: { type: 'exponential', delay: 5_000 },
  });
  const scheduler: DigestScheduler = {
    async schedule(search, delayMs) {
      const job = { savedSearchId: search.id, digestSeq: search.digestSeq };
      await queue.add('digest', job, { jobId: digestJobId(job), delay: delayMs });
    },
  };
  const worker = createWorker<DigestJob>(ctx, SAVED_SEARCH_DIGEST_QUEUE, async (job) => {
    const result = await sendSavedSearchDigest({ ...deps, digests: scheduler }, job.data);
    if (result !== 'nothing') ctx.logger.info({ ...job.data, result }, 'saved search digest');
    return result;
  });
  return {
    queue,
    scheduler,
    close: async () => {
      await worker.close();
      await queue.close();
    },
  };
}
