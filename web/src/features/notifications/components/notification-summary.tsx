import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLanguage } from '@/lib/language';
import { formatRelativeTime } from '@/lib/relative-time';
import { useNotificationText } from '../hooks/use-notification-text';
import { isGoodNews } from '../notification-text';
import type { AppNotification } from '../types';
import { NotificationTypeIcon } from './notification-type-icon';

export type NotificationSummaryProps = {
  notification: AppNotification;
  now: Date;
  compact?: boolean;
  /** Written by the caller (a user's own notification, issue 27); else the admin's texts. */
  text?: { title: string; message: string; good: boolean };
};

// Icon, title, message and age of one notification; unread ones are bold with a dot.
export const NotificationSummary = ({
  notification,
  now,
  compact,
  text,
}: NotificationSummaryProps) => {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const admins = useNotificationText();
  const { title, message } = text ?? admins(notification);
  const good = text ? text.good : isGoodNews(notification);
  return (
    <span className="flex min-w-0 flex-1 items-start gap-3 text-start">
      <NotificationTypeIcon type={notification.type} good={good} />
      <span className="min-w-0 flex-1">
        <span className="flex items-start gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 text-sm break-words text-slate-900',
              notification.read ? 'font-medium' : 'font-semibold',
            )}
          >
            {title}
          </span>
          {!notification.read && (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600">
              <span className="sr-only">{t('page.unreadMarker')}</span>
            </span>
          )}
        </span>
        <span
          className={cn(
            'mt-0.5 block text-sm break-words text-slate-600',
            compact ? 'line-clamp-2' : 'line-clamp-3',
          )}
        >
          {message}
        </span>
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-slate-500">
          {formatRelativeTime(notification.createdAt, now, tc, language)}
        </time>
      </span>
    </span>
  );
};
