import type { ListingsDeps } from './ports';

export const HOUR_MS = 3_600_000;
/** Photos handled in one run; the next run takes the rest. */
const BATCH = 500;

/**
 * POST /properties/upload-image keeps a photo for the admin edit modal until an edit puts it on a
 * listing. One that no edit took within `maxAgeHours` (a modal closed without saving) is removed
 * with its files, so abandoned uploads do not pile up on disk.
 */
export async function sweepUnclaimedPhotos(
  deps: Pick<ListingsDeps, 'uploadedPhotos' | 'photos' | 'clock'>,
  maxAgeHours: number,
): Promise<{ removed: number }> {
  const before = new Date(deps.clock.now().getTime() - maxAgeHours * HOUR_MS);
  const unclaimed = await deps.uploadedPhotos.takeUnclaimed(before, BATCH);
  await Promise.all(unclaimed.map((media) => deps.photos.remove(media)));
  return { removed: unclaimed.length };
}
