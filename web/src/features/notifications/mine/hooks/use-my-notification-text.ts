import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from '@/features/notifications/types';
import { isMyGoodNews, myNotificationText } from '../my-notification-text';

/** A user's notification's title, message and look in the current language. */
export const useMyNotificationText = () => {
  const { t, i18n } = useTranslation('my-notifications');
  return useCallback(
    (notification: AppNotification) => ({
      ...myNotificationText(notification, t, i18n.language),
      good: isMyGoodNews(notification),
    }),
    [t, i18n.language],
  );
};
