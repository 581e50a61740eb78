import type { PropertyLocationsList } from '@ghar/contracts/http';

const same = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('en-IN') === b.trim().toLocaleLowerCase('en-IN');

/**
 * The type-aheads' options from GET /properties/locations/list, most listings first: every state,
 * and the cities of the chosen state (all cities while no state is chosen or the typed state
 * has none), each name once.
 */
export const locationOptions = (
  list: PropertyLocationsList | undefined,
  state: string,
): { states: string[]; cities: string[] } => {
  if (!list) return { states: [], cities: [] };
  const inState = state.trim() ? list.cities.filter((city) => same(city.state, state)) : [];
  const cities = inState.length > 0 ? inState : list.cities;
  return {
    states: [...new Set(list.states.map((entry) => entry.state))],
    cities: [...new Set(cities.map((entry) => entry.city))],
  };
};

/** The Hindi name of a city or state the list knows (a city first), else undefined. */
export const hindiPlaceName = (
  list: PropertyLocationsList | undefined,
  name: string,
): string | undefined =>
  list?.cities.find((entry) => same(entry.city, name))?.cityHi ??
  list?.states.find((entry) => same(entry.state, name))?.stateHi;
