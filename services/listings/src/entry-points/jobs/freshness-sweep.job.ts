import { startScheduledJob, type JobsContext } from '@ghar/platform';
import type { FreshnessSettings } from '../../domain/freshness';
import { sweepFreshness, type FreshnessCandidates } from '../../domain/freshness-sweep';
import type { ListingsDeps } from '../../domain/ports';

export const FRESHNESS_QUEUE = 'listing-freshness';
export const FRESHNESS_SCHEDULER_ID = 'listing-freshness-every';

/** "Is this still available?" (issue 10 item 6): the sweep on a schedule (hourly by default). */
export function startFreshnessSweepJob(
  ctx: JobsContext,
  deps: ListingsDeps,
  candidates: FreshnessCandidates,
  options: { settings: () => Promise<FreshnessSettings>; everyMs: number },
) {
  return startScheduledJob(ctx, {
    queue: FRESHNESS_QUEUE,
    schedulerId: FRESHNESS_SCHEDULER_ID,
    repeat: { every: options.everyMs },
    jobName: 'sweep',
    run: async () => {
      // The days as the admin set them when this sweep starts (issue 13 item 4).
      const result = await sweepFreshness(deps, candidates, await options.settings());
      if (result.asked || result.hidden || result.failed) {
        ctx.logger.info(result, 'listing freshness swept');
      }
      return result;
    },
  });
}
