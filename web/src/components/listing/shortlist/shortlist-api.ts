import type { ShortlistIds, ShortlistMark } from '@ghar/contracts/http';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';

export const shortlistKeys = {
  all: ['shortlist'] as const,
  ids: ['shortlist', 'ids'] as const,
  page: (page: number) => ['shortlist', 'page', page] as const,
};

/**
 * Every home the signed-in user saved (≤ 100): one call marks the ♥ of every card on every
 * page. Nothing is asked for a visitor.
 */
export const useShortlistIds = () => {
  const { user } = useAuth();
  return useQuery({
    queryKey: shortlistKeys.ids,
    queryFn: ({ signal }) => api.get<ShortlistIds>('/properties/shortlist/ids', { signal }),
    enabled: user !== null,
    select: (data) => new Set(data.ids),
  });
};

const mark = (propertyId: string, saved: boolean) => {
  const path = `/properties/${encodeURIComponent(propertyId)}/shortlist`;
  return saved ? api.put<ShortlistMark>(path) : api.delete<ShortlistMark>(path);
};

/**
 * ♥ on or off at once (optimistic), back as it was when the server refuses (a full shortlist,
 * a lost connection); the ids and the shortlist page are read again after either. React Query's
 * cache, without useMutation: that hook's code moved into every page's first script once the ♥
 * used it (bench:bundle), and a toggle needs no more than the cache and the home being sent.
 */
export const useShortlistToggle = (onError: (error: unknown) => void) => {
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const toggle = async (propertyId: string, saved: boolean) => {
    setPendingId(propertyId);
    await queryClient.cancelQueries({ queryKey: shortlistKeys.ids });
    const before = queryClient.getQueryData<ShortlistIds>(shortlistKeys.ids);
    const others = (before?.ids ?? []).filter((id) => id !== propertyId);
    queryClient.setQueryData<ShortlistIds>(shortlistKeys.ids, {
      ids: saved ? [propertyId, ...others] : others,
    });
    try {
      await mark(propertyId, saved);
    } catch (error) {
      queryClient.setQueryData(shortlistKeys.ids, before);
      onError(error);
    } finally {
      setPendingId(null);
      void queryClient.invalidateQueries({ queryKey: shortlistKeys.all });
    }
  };
  return { toggle, pendingId };
};
