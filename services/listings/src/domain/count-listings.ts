import { tallyOf } from './listing-tally';
import type { ListingsDeps } from './ports';

type Deps = Pick<ListingsDeps, 'properties' | 'listingCounters' | 'logger'>;

/** The start-up pass reads live listings this many at a time. */
const BATCH = 100;

/**
 * A listing event (added, edited, status changed, deleted): the counters take the listing as it
 * is now, read by `_id` (a later state than the event's is fine: the counters follow the newest,
 * and the events of the states in between then move nothing).
 */
export async function countListing(deps: Deps, propertyId: string): Promise<void> {
  const found = await deps.properties.findCounted(propertyId);
  if (!found) return;
  await deps.listingCounters.count(propertyId, found.version, tallyOf(found.record));
}

/**
 * At start-up, when there are no counters (a new database, or an upgrade) or a count never
 * finished: every live listing counted from zero, a batch at a time. Events meanwhile count too;
 * each listing's version counts once either way.
 */
export async function countEveryListing(
  deps: Deps,
  stopped: () => boolean = () => false,
): Promise<number> {
  if (!(await deps.listingCounters.startCount())) return 0;
  let counted = 0;
  let afterId: string | undefined;
  for (;;) {
    // Stopped unfinished, the count stays incomplete: the next start counts again from zero.
    if (stopped()) return counted;
    const page = await deps.properties.livePage(afterId, BATCH);
    for (const record of page) {
      await deps.listingCounters.count(record.id, record.version, tallyOf(record));
    }
    counted += page.length;
    if (page.length < BATCH) break;
    afterId = page.at(-1)?.id;
  }
  await deps.listingCounters.finishCount();
  deps.logger.info({ listings: counted }, 'listing counters rebuilt');
  return counted;
}
