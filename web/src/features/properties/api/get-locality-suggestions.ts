import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { propertyKeys } from './query-keys';
import { getChecked } from './response-shapes-loader';

// A city's localities change slowly: an answer serves a few minutes.
const SUGGESTIONS_STALE_MS = 5 * 60_000;

/**
 * The locality type-ahead's suggestions for what is typed, in the chosen city (issue 26 item 2):
 * the server matches both scripts and typos; the last answer stays while the next is asked.
 */
export const useLocalitySuggestions = (city: string, action: string, typed: string) =>
  useQuery({
    queryKey: propertyKeys.localities(city.trim(), action, typed.trim()),
    enabled: city.trim() !== '',
    queryFn: ({ signal }) =>
      getChecked('localitySuggestionsSchema', '/properties/places/localities', {
        query: { city: city.trim(), q: typed.trim(), ...(action ? { action } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: SUGGESTIONS_STALE_MS,
  });
