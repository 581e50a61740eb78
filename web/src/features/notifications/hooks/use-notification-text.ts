import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationText } from '../notification-text';
import type { AppNotification } from '../types';

/** A notification's title and message in the current language (see notificationText). */
export const useNotificationText = () => {
  const { t, i18n } = useTranslation('notifications');
  return useCallback(
    (notification: AppNotification) => notificationText(notification, t, i18n.language),
    [t, i18n.language],
  );
};
