import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openNotificationStream } from '@/features/notifications/notification-stream';
import { myNotificationKeys } from '../api/my-notifications';

// Keeps the user's unread count and lists current without a reload while the bell is on screen
// (the same stream protocol as the admin's, on the user's own stream).
export const useMyNotificationStream = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refreshLists = () =>
      void queryClient.invalidateQueries({ queryKey: myNotificationKeys.lists });
    return openNotificationStream({
      url: '/api/notifications/mine/stream',
      createSource: (url) => new EventSource(url, { withCredentials: true }),
      onCount: (count) => queryClient.setQueryData(myNotificationKeys.unreadCount, count),
      onNotification: refreshLists,
      onReconnected: () => {
        refreshLists();
        void queryClient.invalidateQueries({ queryKey: myNotificationKeys.unreadCount });
      },
    });
  }, [queryClient]);
};
