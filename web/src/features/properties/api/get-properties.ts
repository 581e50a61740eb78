import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toApiQuery } from '../utils/search-filters';
import type { SearchFilters } from '../utils/search-filters';
import { propertyKeys } from './query-keys';
import { getChecked } from './response-shapes-loader';

export const getProperties = (query: Record<string, string>, signal?: AbortSignal) =>
  getChecked('propertySearchResponseSchema', '/properties', { query, signal });

// The previous page stays on screen while the next one loads, so paging does not flash.
export const useProperties = (filters: SearchFilters, page: number) => {
  const query = toApiQuery(filters, page);
  return useQuery({
    queryKey: propertyKeys.search(query),
    queryFn: ({ signal }) => getProperties(query, signal),
    placeholderData: keepPreviousData,
  });
};
