import { SEARCH_DEFAULTS } from '@ghar/contracts/constants';
import type { PropertyLocationsList } from '@ghar/contracts/http';
import {
  INDIAN_CITY_NAMES_HI,
  INDIAN_STATE_NAMES_HI,
  type IndianState,
} from '@ghar/contracts/places';
import type { ListingsDeps } from './ports';

const byCount = <T extends { count: number }>(a: T, b: T) => b.count - a.count;

/** The states and cities with available listings, most listings first, with Hindi names. */
export function listPropertyLocations(deps: Pick<ListingsDeps, 'search'>): PropertyLocationsList {
  const states = new Map<string, number>();
  const cities = new Map<string, { city: string; state: string; count: number }>();
  for (const entry of deps.search.matching({ status: SEARCH_DEFAULTS.status })) {
    states.set(entry.stateName, (states.get(entry.stateName) ?? 0) + 1);
    const key = `${entry.city}|${entry.state}`;
    const city = cities.get(key) ?? { city: entry.cityName, state: entry.stateName, count: 0 };
    city.count += 1;
    cities.set(key, city);
  }
  return {
    states: [...states]
      .map(([state, count]) => ({
        state,
        stateHi: (INDIAN_STATE_NAMES_HI as Record<string, string | undefined>)[
          state as IndianState
        ],
        count,
      }))
      .sort(byCount),
    cities: [...cities.values()]
      .map((city) => ({ ...city, cityHi: INDIAN_CITY_NAMES_HI[city.city] }))
      .sort(byCount),
  };
}
