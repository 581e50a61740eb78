import type { EventHandlers } from '@ghar/platform';
import { countListing } from '../../domain/count-listings';
import type { ListingsDeps } from '../../domain/ports';

type Deps = Pick<ListingsDeps, 'properties' | 'listingCounters' | 'logger'>;

/**
 * The admin's listing figures follow every change of a listing (issue 24 item 3): this service's
 * own events through the shared consumer, each counting the listing as it is now, once.
 */
export function listingCounterHandlers(deps: Deps) {
  const count = async (event: { data: { propertyId: string } }) =>
    countListing(deps, event.data.propertyId);
  return {
    PropertyAdded: count,
    PropertyUpdated: count,
    PropertyStatusChanged: count,
    PropertyDeleted: count,
  } satisfies EventHandlers;
}
