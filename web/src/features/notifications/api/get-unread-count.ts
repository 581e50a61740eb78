import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export const getUnreadCount = async (): Promise<number> =>
  (await api.get<{ count: number }>('/notifications/unread-count')).count;

// The live stream pushes newer counts into this query; the request covers the first paint and
// the times the stream is down.
export const useUnreadCount = () =>
  useQuery({ queryKey: notificationKeys.unreadCount, queryFn: getUnreadCount });
