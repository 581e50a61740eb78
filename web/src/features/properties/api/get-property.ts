import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isApiError } from '@/lib/api-error';
import { propertyKeys } from './query-keys';
import { loadResponseShapes } from './response-shapes-loader';

export const getProperty = async (id: string, signal?: AbortSignal) => {
  const [shapes, data] = await Promise.all([
    loadResponseShapes(),
    api.get<unknown>(`/properties/${encodeURIComponent(id)}`, { signal }),
  ]);
  return shapes.propertyDetailShape.parse(data);
};

export const useProperty = (id: string) =>
  useQuery({
    queryKey: propertyKeys.detail(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    // A missing listing stays missing; asking again only delays 'Property Not Found'.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
