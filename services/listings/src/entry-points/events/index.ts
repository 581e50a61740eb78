import type { EventHandlers } from '@ghar/platform';
import type { ListingsDeps } from '../../domain/ports';
import { userEventHandlers } from './user-events.handler';

/**
 * Every event the listings service consumes through the shared idempotent consumer. (Its own
 * `listings.events` are followed apart, by every instance, for the search model: see
 * data-access/search-follower.ts.)
 */
export function eventHandlers(deps: ListingsDeps): EventHandlers {
  return { ...userEventHandlers(deps) };
}
