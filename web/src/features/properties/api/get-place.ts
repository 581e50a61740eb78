import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PropertyAction } from '@ghar/contracts/constants';
import type { PlaceSummary } from '@ghar/contracts/http';
import { getProperties } from '@/features/properties/api/get-properties';
import { propertyKeys } from '@/features/properties/api/query-keys';
import { getChecked } from '@/features/properties/api/response-shapes-loader';
import { toApiQuery } from '@/features/properties/utils/search-filters';
import { placeFilters } from '../utils/place-filters';

export type PlaceQuery = { action: PropertyAction; city: string; place?: string };

/** The query of GET /properties/places/summary (also the server render's, first-data.ts). */
export const placeSummaryQuery = ({ action, city, place }: PlaceQuery): Record<string, string> =>
  place ? { action, city, place } : { action, city };

export const placeKeys = {
  summary: (query: Record<string, string>) => ['properties', 'place', query] as const,
};

export const getPlaceSummary = (query: Record<string, string>, signal?: AbortSignal) =>
  getChecked('placeSummarySchema', '/properties/places/summary', { query, signal });

export const usePlaceSummary = (place: PlaceQuery) => {
  const query = placeSummaryQuery(place);
  return useQuery({
    queryKey: placeKeys.summary(query),
    queryFn: ({ signal }) => getPlaceSummary(query, signal),
  });
};

/** The place's listings: the search's own query and cache entry, once the summary names them. */
export const usePlaceListings = (summary: PlaceSummary | undefined, page: number) => {
  const query = summary ? toApiQuery(placeFilters(summary), page) : {};
  return useQuery({
    queryKey: propertyKeys.search(query),
    queryFn: ({ signal }) => getProperties(query, signal),
    enabled: summary !== undefined,
    placeholderData: keepPreviousData,
  });
};
