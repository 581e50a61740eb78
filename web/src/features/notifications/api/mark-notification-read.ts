import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AppNotification } from '../types';
import { notificationKeys } from './query-keys';

export const markNotificationRead = (id: string): Promise<AppNotification> =>
  api.put<AppNotification>(`/notifications/${encodeURIComponent(id)}/read`);

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
