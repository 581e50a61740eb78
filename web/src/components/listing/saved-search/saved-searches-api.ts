import type { SavedSearchList, SavedSearchView } from '@ghar/contracts/http';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/properties/saved-searches';
export const savedSearchKeys = { all: ['saved-searches'] as const };

/** The signed-in user's saved searches (≤ 20), newest first. */
export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api.get<SavedSearchList>(PATH, { signal }),
    staleTime: 0,
  });

const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** Save, pause or resume, and delete; the list is read again after each. */
export const useSavedSearchCommands = () => {
  const queryClient = useQueryClient();
  const after = async <T>(request: Promise<T>) => {
    try {
      return await request;
    } finally {
      void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
    }
  };
  return {
    create: (name: string, filters: Record<string, string>) =>
      after(api.post<SavedSearchView>(PATH, { name, filters })),
    setPaused: (id: string, paused: boolean) =>
      after(api.request<SavedSearchView>(one(id), { method: 'PATCH', body: { paused } })),
    remove: (id: string) => after(api.delete<{ id: string }>(one(id))),
  };
};
