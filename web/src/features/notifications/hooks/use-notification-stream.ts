import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notificationKeys } from '../api/query-keys';
import { openNotificationStream } from '../notification-stream';

// Keeps the unread count and every notification list current without a reload, for as long
// as the admin's bell is on screen.
export const useNotificationStream = (): void => {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const refreshLists = () =>
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
    return openNotificationStream({
      url: '/api/notifications/stream',
      createSource: (url) => new EventSource(url, { withCredentials: true }),
      onCount: (count) => queryClient.setQueryData(notificationKeys.unreadCount, count),
      onNotification: refreshLists,
      onReconnected: () => {
        refreshLists();
        void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
      },
    });
  }, [queryClient]);
};
