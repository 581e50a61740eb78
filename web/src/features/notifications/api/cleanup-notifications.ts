import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

export const cleanupNotifications = (): Promise<{ deletedCount: number }> =>
  api.delete<{ deletedCount: number }>('/notifications/cleanup');

export const useCleanupNotifications = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cleanupNotifications,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
};
