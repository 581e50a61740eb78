import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminPropertyKeys, adminPropertyPageSchema } from './admin-property';
import type { AdminPropertyPage } from './admin-property';

export const getAdminProperties = async (
  query: Record<string, string>,
  signal?: AbortSignal,
): Promise<AdminPropertyPage> =>
  adminPropertyPageSchema.parse(await api.get<unknown>('/properties/admin/all', { query, signal }));

// The page stays on screen while the next one (or a new filter) loads.
export const useAdminProperties = (query: Record<string, string>) =>
  useQuery({
    queryKey: adminPropertyKeys.list(query),
    queryFn: ({ signal }) => getAdminProperties(query, signal),
    placeholderData: keepPreviousData,
  });
