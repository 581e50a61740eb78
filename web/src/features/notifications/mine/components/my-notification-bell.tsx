import { PAGE_SIZES } from '@ghar/contracts/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { BellPanel, useLoggedFailure } from '@/features/notifications/components/bell-panel';
import { showActionFailure } from '@/lib/error-toast';
import { useMarkAllMineRead, useMyNotifications, useMyUnreadCount } from '../api/my-notifications';
import { useMyNotificationStream } from '../hooks/use-my-notification-stream';
import { useMyNotificationText } from '../hooks/use-my-notification-text';
import { useOpenMyNotification } from '../hooks/use-open-my-notification';
import '../i18n';
import { badgeText } from '@/features/notifications/notification-badge';

const BELL_QUERY = { page: 1, limit: PAGE_SIZES.notificationBell };

// Every signed-in user's bell (issue 27): unread badge (99+), the latest 10, live, Mark all read.
export const MyNotificationBell = () => {
  const { t } = useTranslation('my-notifications');
  useMyNotificationStream();
  const [open, setOpen] = useState(false);
  const count = useMyUnreadCount();
  const list = useMyNotifications(BELL_QUERY, { enabled: open });
  const markAll = useMarkAllMineRead();
  const { open: openNotification } = useOpenMyNotification();
  const textOf = useMyNotificationText();
  useLoggedFailure(count.error, 'unread count');
  useLoggedFailure(list.error, 'notification list');

  return (
    <BellPanel
      open={open}
      setOpen={setOpen}
      texts={{
        label: t('bell.label'),
        labelUnread: (unread) =>
          t('bell.labelUnread', { count: unread, shown: badgeText(unread) ?? '0' }),
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
      viewAllHref={paths.notifications.getHref()}
      textOf={textOf}
    />
  );
};
