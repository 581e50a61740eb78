import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from './query-keys';
import { getChecked } from './response-shapes-loader';

// The sidebar's suggestions: the states and cities that have listings (most first, with their
// Hindi names). They change slowly, so one answer serves the whole visit.
const FILTER_OPTIONS_STALE_MS = 10 * 60_000;

export const getLocations = (signal?: AbortSignal) =>
  getChecked('propertyLocationsListSchema', '/properties/locations/list', { signal });

export const useLocations = (enabled = true) =>
  useQuery({
    queryKey: propertyKeys.locations,
    enabled,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: FILTER_OPTIONS_STALE_MS,
  });
