import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppNotification } from '@/features/notifications/types';
import { showActionFailure } from '@/lib/error-toast';
import { useMarkMineRead } from '../api/my-notifications';
import { myNotificationTarget } from '../my-notification-text';

// A click marks the user's notification read and opens the page it is about.
export const useOpenMyNotification = () => {
  const { t } = useTranslation('my-notifications');
  const navigate = useNavigate();
  const { mutate, isPending } = useMarkMineRead();

  const markRead = useCallback(
    (notification: AppNotification) => {
      if (notification.read) return;
      mutate(notification.id, {
        onError: (error) => void showActionFailure(error, t('errors.markRead')),
      });
    },
    [mutate, t],
  );

  const open = useCallback(
    (notification: AppNotification) => {
      markRead(notification);
      void navigate(myNotificationTarget(notification));
    },
    [markRead, navigate],
  );
  return { open, markRead, isPending };
};
