import { PAGE_SIZES } from '@ghar/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { useOpenNotification } from '../hooks/use-open-notification';
import { showActionFailure } from '@/lib/error-toast';
import { BellPanel, useLoggedFailure } from './bell-panel';

const BELL_QUERY = { page: 1, limit: PAGE_SIZES.notificationBell };

// The admin's bell: unread badge, the latest 10, Mark all read, View all notifications.
export const NotificationBell = () => {
  const { t } = useTranslation('notifications');
  useNotificationStream();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount();
  const list = useNotifications(BELL_QUERY, { enabled: open });
  const markAll = useMarkAllNotificationsRead();
  const { open: openNotification } = useOpenNotification();
  useLoggedFailure(count.error, 'unread count');
  useLoggedFailure(list.error, 'notification list');

  return (
    <BellPanel
      open={open}
      setOpen={setOpen}
      texts={{
        label: t('bell.label'),
        labelUnread: (unread) => t('bell.labelUnread', { count: unread }),
        title: t('bell.title'),
        markAllRead: t('bell.markAllRead'),
        viewAll: t('bell.viewAll'),
        empty: t('bell.empty'),
        loading: t('bell.loading'),
      }}
      unread={count.data ?? 0}
      notifications={list.data?.notifications ?? []}
      loading={list.isPending}
      onMarkAll={() =>
        markAll.mutate(undefined, {
          onError: (error) => void showActionFailure(error, t('errors.markAllRead')),
        })
      }
      markingAll={markAll.isPending}
      onOpenNotification={openNotification}
      viewAllHref={paths.adminNotifications.getHref()}
    />
  );
};
