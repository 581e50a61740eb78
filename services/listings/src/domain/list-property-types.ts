import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES, SEARCH_DEFAULTS } from '@ghar/contracts/constants';
import type { PropertyTypesList } from '@ghar/contracts/http';
import type { ListingsDeps } from './ports';

/** Every property type with its label and how many available listings have it. */
export function listPropertyTypes(deps: Pick<ListingsDeps, 'search'>): PropertyTypesList {
  const counts = new Map<string, number>();
  for (const entry of deps.search.matching({ status: SEARCH_DEFAULTS.status })) {
    counts.set(entry.type, (counts.get(entry.type) ?? 0) + 1);
  }
  return {
    types: PROPERTY_TYPES.map((type) => ({
      type,
      label: PROPERTY_TYPE_LABELS[type],
      count: counts.get(type) ?? 0,
    })),
  };
}
