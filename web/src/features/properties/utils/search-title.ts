import type { SearchFilters } from './search-filters';

export type SearchTitle =
  | { kind: 'all' }
  | { kind: 'what'; what: string }
  | { kind: 'place'; place: string }
  | { kind: 'whatPlace'; what: string; place: string };

type Labels = {
  action: (action: string) => string;
  type: (type: string) => string;
  /** A city's or state's name in the reader's language (Hindi: जयपुर for Jaipur). */
  place?: (name: string) => string;
};

// Spec part 1 §2: '{action} {type} in {city} Properties' (the city, else the state, else the
// free-text location); 'All Properties' when none of them is chosen.
export const searchTitle = (filters: SearchFilters, labels: Labels): SearchTitle => {
  const what = [
    filters.action && labels.action(filters.action),
    filters.type && labels.type(filters.type),
  ]
    .filter(Boolean)
    .join(' ');
  const named = filters.city || filters.state;
  const place = named ? (labels.place?.(named) ?? named) : filters.location;
  if (what && place) return { kind: 'whatPlace', what, place };
  if (what) return { kind: 'what', what };
  if (place) return { kind: 'place', place };
  return { kind: 'all' };
};
