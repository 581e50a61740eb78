import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toApiQuery, type SearchFilters } from '../utils/search-filters';
import { propertyKeys } from './query-keys';
import { getChecked } from './response-shapes-loader';

export const getSearchFacets = (query: Record<string, string>, signal?: AbortSignal) =>
  getChecked('propertySearchFacetsSchema', '/properties/search/facets', { query, signal });

/**
 * The counts beside types, BHK, furnishing and amenities for the current filters, each within the
 * other filters (issue 26 item 3). Page and sort do not change them, so they are left out of the
 * key; the previous counts stay while new ones load.
 */
export const useSearchFacets = (filters: SearchFilters) => {
  const query = toApiQuery(filters, 1);
  for (const key of ['page', 'limit', 'sortBy', 'sortOrder']) delete query[key];
  return useQuery({
    queryKey: propertyKeys.facets(query),
    queryFn: ({ signal }) => getSearchFacets(query, signal),
    placeholderData: keepPreviousData,
  });
};
