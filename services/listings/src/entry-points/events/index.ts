import type { EventHandlers } from '@ghar/platform';
import type { BookingsProjection } from '../../domain/active-bookings';
import type { ListingsDeps } from '../../domain/ports';
import type { MatchingDeps } from '../../domain/saved-search-matching';
import { bookingEventHandlers } from './booking-events.handler';
import { listingCounterHandlers } from './listing-counters.handler';
import { savedSearchEventHandlers } from './saved-search-events.handler';
import { userEventHandlers } from './user-events.handler';

/**
 * Every event the listings service consumes through the shared idempotent consumer. (Its own
 * `listings.events` are followed apart, by every instance, for the search model: see
 * data-access/search-follower.ts.)
 */
export function eventHandlers(
  deps: ListingsDeps,
  bookings: BookingsProjection,
  matching: MatchingDeps,
): EventHandlers {
  // Its own PropertyAdded / PropertyStatusChanged / PropertyUpdated, once per event: saved
  // searches' matching and shortlist price drops; with PropertyDeleted, the admin's counters.
  const savedSearches = savedSearchEventHandlers({ ...matching, shortlists: deps.shortlists });
  const counters = listingCounterHandlers(deps);
  return {
    ...userEventHandlers(deps),
    ...bookingEventHandlers(deps, bookings),
    ...counters,
    PropertyAdded: async (event, log) => {
      await counters.PropertyAdded(event);
      await savedSearches.PropertyAdded(event, log);
    },
    PropertyUpdated: async (event, log) => {
      await counters.PropertyUpdated(event);
      await savedSearches.PropertyUpdated(event, log);
    },
    PropertyStatusChanged: async (event, log) => {
      await counters.PropertyStatusChanged(event);
      await savedSearches.PropertyStatusChanged(event, log);
    },
  };
}
