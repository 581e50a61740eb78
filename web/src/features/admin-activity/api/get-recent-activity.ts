import { RECENT_ACTIVITY_DEFAULT_LIMIT, recentActivityResponseSchema } from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const recentActivityKey = ['admin', 'recent-activity'] as const;

// GET /admin/recent-activity?limit=20 (part 2 §7: shape not shown; contracts' activity entry).
export const getRecentActivity = async (signal?: AbortSignal) =>
  recentActivityResponseSchema.parse(
    await api.get<unknown>('/admin/recent-activity', {
      query: { limit: RECENT_ACTIVITY_DEFAULT_LIMIT },
      signal,
    }),
  );

export const useRecentActivity = () =>
  useQuery({
    queryKey: recentActivityKey,
    queryFn: ({ signal }) => getRecentActivity(signal),
    // The feed follows the events: a fresh read every half minute while the page is open.
    refetchInterval: 30_000,
  });
