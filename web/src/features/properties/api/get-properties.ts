import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toApiQuery } from '../utils/search-filters';
import type { SearchFilters } from '../utils/search-filters';
import { propertyKeys } from './query-keys';
import { loadResponseShapes } from './response-shapes-loader';

export const getProperties = async (query: Record<string, string>, signal?: AbortSignal) => {
  const [shapes, data] = await Promise.all([
    loadResponseShapes(),
    api.get<unknown>('/properties', { query, signal }),
  ]);
  return shapes.propertySearchShape.parse(data);
};

// The previous page stays on screen while the next one loads, so paging does not flash.
export const useProperties = (filters: SearchFilters, page: number) => {
  const query = toApiQuery(filters, page);
  return useQuery({
    queryKey: propertyKeys.search(query),
    queryFn: ({ signal }) => getProperties(query, signal),
    placeholderData: keepPreviousData,
  });
};
