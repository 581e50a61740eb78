import type { PropertyLocationsList } from '@ghar/contracts/http';

// Only the (lazy) filter sidebar uses these: kept apart from filter-options, which the search
// page's first JavaScript carries.

/**
 * A choice's label with how many listings choosing it finds ('House (42)', none: '(0)'); without
 * counts (not loaded yet) the bare label, never a count of another search.
 */
export const withCount = (
  label: string,
  counts: Record<string, number> | undefined,
  key: string,
) => (counts ? `${label} (${counts[key] ?? 0})` : label);

/** The Hindi names the locations list knows, for the city and state type-aheads. */
export const hindiNamesOf = (list: PropertyLocationsList | undefined) => ({
  cities: new Map(
    (list?.cities ?? []).flatMap((entry) => (entry.cityHi ? [[entry.city, entry.cityHi]] : [])),
  ) as ReadonlyMap<string, string>,
  states: new Map(
    (list?.states ?? []).flatMap((entry) => (entry.stateHi ? [[entry.state, entry.stateHi]] : [])),
  ) as ReadonlyMap<string, string>,
});
