import { FILTER_AMENITIES, FORM_AMENITIES, SEARCH_DEFAULTS } from '@ghar/contracts/constants';
import type { PropertySearchFacets, PropertySearchQuery } from '@ghar/contracts/http';
import type { ListingsDeps } from './ports';
import { compileFilters, type SearchFilters } from './search/search-filters';
import { normalizeText } from './search/text-match';

/** Amenity names as the screens offer them, by the normalized name the search model keeps. */
const AMENITY_NAMES = new Map(
  [...FORM_AMENITIES, ...FILTER_AMENITIES].map((name) => [normalizeText(name), name]),
);
const always = () => true;
/** BHK options stop at "6+" (as the bhk filter). */
const TOP_BHK = 6;

const add = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/**
 * GET /properties/search/facets: one scan of the listings that pass every filter but the four
 * faceted ones (type, BHK, furnishing, amenities); each of those is tested on its own, and a
 * listing counts in a facet when it passes the other three. So each facet counts within the
 * other active filters, and a count is what choosing that value would find.
 */
export function searchFacets(
  deps: Pick<ListingsDeps, 'search'>,
  query: PropertySearchQuery,
): PropertySearchFacets {
  const {
    page,
    limit,
    sortBy,
    sortOrder,
    ownerId,
    type,
    bhk,
    furnishingStatus,
    amenities,
    ...rest
  } = query;
  void [page, limit, sortBy, sortOrder, ownerId];
  // The public search only: an owner's own list is not faceted.
  const base: SearchFilters = { ...rest, status: rest.status ?? SEARCH_DEFAULTS.status };
  // A facet whose filter is not set passes every listing: no test to run per listing.
  const own = (filters: SearchFilters) =>
    Object.values(filters).every((value) => value === undefined) ? always : compileFilters(filters);
  const byType = own({ type });
  const byBhk = own({ bhk });
  const byFurnishing = own({ furnishingStatus });
  const byAmenities = own({ amenities });
  const key = `facets:${JSON.stringify([base, type, bhk, furnishingStatus, amenities])}`;
  return deps.search.remember(key, () => {
    const facets: PropertySearchFacets = { types: {}, bhk: {}, furnishing: {}, amenities: {} };
    for (const entry of deps.search.matching(base)) {
      const t = byType(entry);
      const b = byBhk(entry);
      const f = byFurnishing(entry);
      const a = byAmenities(entry);
      if (b && f && a) add(facets.types, entry.type);
      if (t && f && a && !Number.isNaN(entry.bhk)) {
        add(facets.bhk, String(Math.min(entry.bhk, TOP_BHK)));
      }
      if (t && b && a) {
        add(facets.furnishing, entry.furnishingStatus);
        // The search's FURNISHED is furnished at all (FULLY_FURNISHED and FURNISHED).
        if (
          entry.furnishingStatus === 'FULLY_FURNISHED' ||
          entry.furnishingStatus === 'FURNISHED'
        ) {
          if (entry.furnishingStatus !== 'FURNISHED') add(facets.furnishing, 'FURNISHED');
        }
      }
      if (t && b && f) {
        for (const name of entry.amenities) add(facets.amenities, AMENITY_NAMES.get(name) ?? name);
      }
    }
    return facets;
  });
}
