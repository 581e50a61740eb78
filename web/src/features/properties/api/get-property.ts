import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { propertyKeys } from './query-keys';
import { getChecked } from './response-shapes-loader';

export const getProperty = (id: string, signal?: AbortSignal) =>
  getChecked('propertyDetailSchema', `/properties/${encodeURIComponent(id)}`, { signal });

export const useProperty = (id: string) =>
  useQuery({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    // A missing listing stays missing; asking again only delays 'Property Not Found'.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
