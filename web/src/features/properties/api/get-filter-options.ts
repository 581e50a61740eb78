import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { propertyKeys } from './query-keys';
import { loadResponseShapes } from './response-shapes-loader';

// The sidebar's suggestions: the states and cities that have listings (most first) and how many
// listings each type has. They change slowly, so one answer serves the whole visit.
const FILTER_OPTIONS_STALE_MS = 10 * 60_000;

export const getLocations = async (signal?: AbortSignal) => {
  const [shapes, data] = await Promise.all([
    loadResponseShapes(),
    api.get<unknown>('/properties/locations/list', { signal }),
  ]);
  return shapes.propertyLocationsListShape.parse(data);
};

export const getTypeCounts = async (signal?: AbortSignal) => {
  const [shapes, data] = await Promise.all([
    loadResponseShapes(),
    api.get<unknown>('/properties/types/list', { signal }),
  ]);
  return shapes.propertyTypesListShape.parse(data);
};

export const useLocations = (enabled = true) =>
  useQuery({
    queryKey: propertyKeys.locations,
    enabled,
    queryFn: ({ signal }) => getLocations(signal),
    staleTime: FILTER_OPTIONS_STALE_MS,
  });

export const useTypeCounts = () =>
  useQuery({
    queryKey: propertyKeys.typeCounts,
    queryFn: ({ signal }) => getTypeCounts(signal),
    staleTime: FILTER_OPTIONS_STALE_MS,
  });
