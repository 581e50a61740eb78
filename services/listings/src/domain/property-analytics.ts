import type { PropertyAnalytics } from '@ghar/contracts/http';
import { analyticsOfCounters } from './listing-tally';
import type { ListingsDeps } from './ports';

/**
 * The admin home's listing charts (contracts' propertyAnalyticsSchema) from the counters the
 * listings' events keep (issue 24 item 3: never a read of every listing).
 */
export async function readPropertyAnalytics(
  deps: Pick<ListingsDeps, 'listingCounters' | 'clock'>,
): Promise<PropertyAnalytics> {
  return analyticsOfCounters((await deps.listingCounters.read()) ?? {}, deps.clock.now());
}
