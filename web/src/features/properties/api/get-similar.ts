import { useQuery } from '@tanstack/react-query';
import { propertyKeys } from './query-keys';
import { getChecked } from './response-shapes-loader';

export const getSimilarProperties = (id: string, signal?: AbortSignal) =>
  getChecked('similarPropertiesResponseSchema', `/properties/${encodeURIComponent(id)}/similar`, {
    signal,
  });

/** The homes like a listing (issue 26 item 5); an error simply shows none. */
export const useSimilarProperties = (id: string) =>
  useQuery({
    queryKey: propertyKeys.similar(id),
    queryFn: ({ signal }) => getSimilarProperties(id, signal),
    retry: false,
  });
