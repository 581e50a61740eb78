import type { EventHandlers } from '@ghar/platform';
import type { ListingsDeps } from '../../domain/ports';
import { matchSavedSearches, type MatchingDeps } from '../../domain/saved-search-matching';
import { tellShortlistPriceDrops } from '../../domain/shortlist-price-drops';

/**
 * Saved searches are matched on this service's own listing events (issue 27 item 6), through
 * the shared consumer (one instance handles each event; redelivery adds a home once): a listing
 * appears in public search when it is listed FREE, or turns FREE again (an unbooking, an admin).
 * An edit of a listing already shown is no news to saved searches; a lower price is to those who
 * saved the home to their shortlist (PropertyUpdated).
 */
export function savedSearchEventHandlers(deps: MatchingDeps & Pick<ListingsDeps, 'shortlists'>) {
  return {
    PropertyUpdated: async (event, log) => {
      if (!event.data.listing || event.data.version === undefined) return;
      const told = await tellShortlistPriceDrops(deps, {
        listing: event.data.listing,
        ownerId: event.data.ownerId,
        version: event.data.version,
      });
      if (told) log.info({ told }, 'shortlist price drops told');
    },
    PropertyAdded: async (event, log) => {
      if (!event.data.listing || event.data.version === undefined) return;
      const matched = await matchSavedSearches(deps, {
        listing: event.data.listing,
        ownerId: event.data.ownerId,
        version: event.data.version,
      });
      if (matched) log.info({ matched }, 'saved searches matched');
    },
    PropertyStatusChanged: async (event, log) => {
      const data = event.data;
      if (data.previousStatus === 'FREE' || data.status !== 'FREE') return;
      if (!data.listing || data.version === undefined) return;
      const matched = await matchSavedSearches(deps, {
        listing: data.listing,
        ownerId: data.ownerId,
        version: data.version,
      });
      if (matched) log.info({ matched }, 'saved searches matched');
    },
  } satisfies EventHandlers;
}
