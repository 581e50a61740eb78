import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast/toast-store';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { notificationTarget } from '../notification-route';
import { showActionFailure } from '@/lib/error-toast';
import type { AppNotification } from '../types';

// Part 2 §2: a click marks the notification read and goes where its type leads, with a toast.
export const useOpenNotification = () => {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const markRead = useMarkNotificationRead();
  const { mutate } = markRead;

  const markAsRead = useCallback(
    (notification: AppNotification, onRead?: (updated: AppNotification) => void) => {
      if (notification.read) return;
      mutate(notification.id, {
        onSuccess: onRead,
        onError: (error) => void showActionFailure(error, t('errors.markRead')),
      });
    },
    [mutate, t],
  );

  const goTo = useCallback(
    (notification: AppNotification) => {
      const { path, destination } = notificationTarget(notification);
      void navigate(path);
      toast.success(t(`navigated.${destination}`));
    },
    [navigate, t],
  );

  const open = useCallback(
    (notification: AppNotification) => {
      markAsRead(notification);
      goTo(notification);
    },
    [goTo, markAsRead],
  );

  return { open, goTo, markAsRead };
};
