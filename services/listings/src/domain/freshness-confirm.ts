import { confirmedChange } from './freshness';
import type { ListingsDeps } from './ports';
import type { ActionContext, Viewer } from './property';
import { propertyUpdatedEvent } from './property-events';
import { writeListing } from './write-listing';

/**
 * "Yes, still available" (its owner or an admin, one click): the listing is fresh again and back
 * in search, announced by PropertyUpdated.
 */
export async function confirmAvailable(
  deps: ListingsDeps,
  id: string,
  viewer: Viewer,
  ctx: ActionContext,
) {
  return writeListing(deps, id, viewer, () => ({
    change: confirmedChange(deps.clock.now()),
    events: (next) => [propertyUpdatedEvent(next, ctx)],
  }));
}
