import { PROPERTY_ACTIONS, PROPERTY_TYPES } from '@ghar/contracts/constants';
import {
  ANALYTICS_TOP_CITIES,
  ANALYTICS_WEEKS,
  type PropertyAnalytics,
} from '@ghar/contracts/http';
import { bucketSeries, istWeekKey, istWeekKeys } from '@ghar/platform';
import type { ListingsDeps } from './ports';
import type { PropertyRecord } from './property';

type Listing = Pick<PropertyRecord, 'city' | 'type' | 'action' | 'createdAt'>;

const tally = <K extends string>(keys: readonly K[]) =>
  new Map<K, number>(keys.map((key) => [key, 0]));

/** The admin's listing figures (contracts' propertyAnalyticsSchema), counted in one pass. */
export function countPropertyAnalytics(listings: Iterable<Listing>, now: Date): PropertyAnalytics {
  const cities = new Map<string, number>();
  const types = tally(PROPERTY_TYPES);
  const actions = tally(PROPERTY_ACTIONS);
  const weeks = bucketSeries(istWeekKeys(now, ANALYTICS_WEEKS), istWeekKey, (week) => ({
    week,
    SELL: 0,
    RENT: 0,
    LEASE: 0,
    total: 0,
  }));
  let total = 0;
  for (const { city, type, action, createdAt } of listings) {
    total += 1;
    cities.set(city, (cities.get(city) ?? 0) + 1);
    types.set(type, (types.get(type) ?? 0) + 1);
    actions.set(action, (actions.get(action) ?? 0) + 1);
    const week = createdAt <= now ? weeks.rowAt(createdAt) : undefined;
    if (week) {
      week[action] += 1;
      week.total += 1;
    }
  }
  return {
    total,
    byCity: [...cities]
      .sort(([a, m], [b, n]) => n - m || a.localeCompare(b))
      .slice(0, ANALYTICS_TOP_CITIES)
      .map(([city, count]) => ({ city, count })),
    byType: [...types].filter(([, count]) => count > 0).map(([type, count]) => ({ type, count })),
    byAction: [...actions].map(([action, count]) => ({ action, count })),
    newPerWeek: weeks.rows,
  };
}

/** One read of the live listings (every find scans on FerretDB: never one per bucket). */
export async function readPropertyAnalytics(
  deps: Pick<ListingsDeps, 'properties' | 'clock'>,
): Promise<PropertyAnalytics> {
  const listings: Listing[] = [];
  for await (const record of deps.properties.streamAll()) listings.push(record);
  return countPropertyAnalytics(listings, deps.clock.now());
}
