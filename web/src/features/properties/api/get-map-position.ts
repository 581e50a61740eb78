import { useQuery } from '@tanstack/react-query';
import { getChecked } from './response-shapes-loader';

export const getMapPosition = (id: string, signal?: AbortSignal) =>
  getChecked('mapPositionResponseSchema', `/properties/${encodeURIComponent(id)}/map-position`, {
    signal,
  });

/**
 * Where a listing without coordinates goes on the detail page's map (issue 26 item 4): its
 * locality's or city's centre, or null. Asked only when the map comes near the screen.
 */
export const useMapPosition = (id: string, enabled: boolean) =>
  useQuery({
    // Under the listings' keys (query-keys.ts), spelled here: only the map's chunk needs it.
    queryKey: ['properties', 'map-position', id],
    queryFn: ({ signal }) => getMapPosition(id, signal),
    enabled,
    retry: false,
  });
