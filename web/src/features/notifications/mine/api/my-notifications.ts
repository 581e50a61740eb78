import { userNotificationPageSchema, type UserNotificationQuery } from '@ghar/contracts/http';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppNotification, NotificationPage } from '@/features/notifications/types';

// The signed-in user's own notifications (issue 27): /api/notifications/mine/*.
export const myNotificationKeys = {
  all: ['my-notifications'] as const,
  lists: ['my-notifications', 'list'] as const,
  list: (query: UserNotificationQuery) => ['my-notifications', 'list', query] as const,
  unreadCount: ['my-notifications', 'unread-count'] as const,
};

// Checked against the contracts' schema: a change of shape on the server fails here, loudly.
export const getMyNotifications = async (query: UserNotificationQuery): Promise<NotificationPage> =>
  userNotificationPageSchema.parse(await api.get<unknown>('/notifications/mine', { query }));

export const useMyNotifications = (
  query: UserNotificationQuery,
  options: { enabled?: boolean } = {},
) =>
  useQuery({
    queryKey: myNotificationKeys.list(query),
    queryFn: () => getMyNotifications(query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });

// The live stream pushes newer counts into this query; the request covers the first paint.
export const useMyUnreadCount = () =>
  useQuery({
    queryKey: myNotificationKeys.unreadCount,
    queryFn: async () =>
      (await api.get<{ count: number }>('/notifications/mine/unread-count')).count,
  });

const useRefreshingMutation = <T, V>(mutationFn: (variables: V) => Promise<T>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myNotificationKeys.all }),
  });
};

export const useMarkMineRead = () =>
  useRefreshingMutation((id: string) =>
    api.put<AppNotification>(`/notifications/mine/${encodeURIComponent(id)}/read`),
  );

export const useMarkAllMineRead = () =>
  useRefreshingMutation(() => api.put<{ updatedCount: number }>('/notifications/mine/read-all'));
