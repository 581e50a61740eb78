import { Eye } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useNotificationText } from '../hooks/use-notification-text';
import { useTypeLabel } from '../hooks/use-type-label';
import { isGoodNews } from '../notification-text';
import type { AppNotification } from '../types';
import { NotificationSummary } from './notification-summary';

type NotificationListProps = {
  notifications: AppNotification[];
  now: Date;
  onOpen: (notification: AppNotification) => void;
  onDetails: (notification: AppNotification) => void;
};

export const NotificationList = ({
  notifications,
  now,
  onOpen,
  onDetails,
}: NotificationListProps) => {
  const { t } = useTranslation('notifications');
  const typeLabel = useTypeLabel();
  const textOf = useNotificationText();
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {notifications.map((notification) => (
        <li
          key={notification.id}
          className={cn(
            'flex items-start gap-2 pe-2 sm:pe-3',
            !notification.read && 'bg-brand-50/50',
          )}
        >
          <button
            type="button"
            onClick={() => onOpen(notification)}
            className="flex min-w-0 flex-1 flex-col gap-2 px-4 py-4 text-start hover:bg-slate-50/80 sm:flex-row sm:items-start"
          >
            <NotificationSummary notification={notification} now={now} />
            <span
              className={cn(
                'ms-12 w-fit shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium sm:ms-0',
                isGoodNews(notification)
                  ? 'bg-green-100 text-green-800'
                  : 'bg-slate-100 text-slate-700',
              )}
            >
              {isGoodNews(notification) ? t('goodNews') : typeLabel(notification.type)}
            </span>
          </button>
          <button
            type="button"
            onClick={() => onDetails(notification)}
            aria-label={t('page.viewDetails', { title: textOf(notification).title })}
            title={t('page.viewDetails', { title: textOf(notification).title })}
            className="mt-3 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          >
            <Eye aria-hidden="true" className="size-5" />
          </button>
        </li>
      ))}
    </ul>
  );
};
