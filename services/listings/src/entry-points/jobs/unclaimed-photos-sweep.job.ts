import { startScheduledJob, type JobsContext } from '@ghar/platform';
import type { ListingsDeps } from '../../domain/ports';
import { sweepUnclaimedPhotos } from '../../domain/sweep-unclaimed-photos';

export const UNCLAIMED_PHOTOS_QUEUE = 'listing-unclaimed-photos';
export const UNCLAIMED_PHOTOS_SCHEDULER_ID = 'listing-unclaimed-photos-every';

/** Removes photos uploaded for an edit that never used them (hourly by default). */
export function startUnclaimedPhotosSweepJob(
  ctx: JobsContext,
  deps: ListingsDeps,
  options: { maxAgeHours: number; everyMs: number },
) {
  return startScheduledJob(ctx, {
    queue: UNCLAIMED_PHOTOS_QUEUE,
    schedulerId: UNCLAIMED_PHOTOS_SCHEDULER_ID,
    repeat: { every: options.everyMs },
    jobName: 'sweep',
    run: async () => {
      const result = await sweepUnclaimedPhotos(deps, options.maxAgeHours);
      if (result.removed) ctx.logger.info(result, 'unclaimed uploaded photos removed');
      return result;
    },
  });
}
