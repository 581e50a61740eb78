import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { localeFor } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { formatRelativeTime } from '@/lib/relative-time';
import { useTypeLabel } from '../hooks/use-type-label';
import { isGoodNews, notificationText } from '../notification-text';
import type { AppNotification } from '../types';

type NotificationDetailsDialogProps = {
  notification: AppNotification | null;
  now: Date;
  onClose: () => void;
  onGoTo: (notification: AppNotification) => void;
};

const hasData = (data: AppNotification['data']): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && Object.keys(data).length > 0;

// Part 2 §2: message, the attached data as formatted JSON, the read badge, Go to Related Item.
export const NotificationDetailsDialog = ({
  notification,
  now,
  onClose,
  onGoTo,
}: NotificationDetailsDialogProps) => {
  const { t } = useTranslation('notifications');
  const { t: tc } = useTranslation();
  const { language } = useLanguage();
  const typeLabel = useTypeLabel();
  const text = notification ? notificationText(notification, t, language) : null;
  const good = notification ? isGoodNews(notification) : false;

  return (
    <Dialog open={notification !== null} onClose={onClose} title={text?.title ?? ''}>
      {notification && (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                notification.read ? 'bg-slate-100 text-slate-700' : 'bg-brand-100 text-brand-800',
              )}
            >
              {notification.read ? t('details.read') : t('details.unread')}
            </span>
            <span
              className={cn(
                'rounded-full px-2.5 py-0.5 text-xs font-medium',
                good ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700',
              )}
            >
              {good ? t('goodNews') : typeLabel(notification.type)}
            </span>
          </div>
          <dl className="space-y-4 text-sm">
            <div>
              <dt className="font-medium text-slate-500">{t('details.message')}</dt>
              <dd className="mt-1 break-words whitespace-pre-line text-slate-900">
                {text?.message}
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">{t('details.received')}</dt>
              <dd className="mt-1 text-slate-900">
                <time dateTime={notification.createdAt}>
                  {new Intl.DateTimeFormat(localeFor(language), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  }).format(new Date(notification.createdAt))}
                </time>{' '}
                <span className="text-slate-500">
                  ({formatRelativeTime(notification.createdAt, now, tc, language)})
                </span>
              </dd>
            </div>
            <div>
              <dt className="font-medium text-slate-500">{t('details.data')}</dt>
              <dd className="mt-1">
                {hasData(notification.data) ? (
                  <pre className="max-h-60 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100">
                    {JSON.stringify(notification.data, null, 2)}
                  </pre>
                ) : (
                  <span className="text-slate-500">{t('details.noData')}</span>
                )}
              </dd>
            </div>
          </dl>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {t('details.close')}
            </Button>
            <Button onClick={() => onGoTo(notification)}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('details.goTo')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
};
