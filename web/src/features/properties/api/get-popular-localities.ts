import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from './query-keys';
import { getChecked } from './response-shapes-loader';

// A city's popular localities change slowly: one answer serves a few minutes.
const POPULAR_STALE_MS = 5 * 60_000;

/** The city's localities with the most live listings (≤ 12), for the row above the results. */
export const usePopularLocalities = (city: string, action: string) =>
  useQuery({
    queryKey: propertyKeys.popular(city, action),
    enabled: city.trim() !== '',
    queryFn: ({ signal }) =>
      getChecked('popularLocalitiesSchema', '/properties/places/popular', {
        query: action ? { city: city.trim(), action } : { city: city.trim() },
        signal,
      }),
    staleTime: POPULAR_STALE_MS,
  });
