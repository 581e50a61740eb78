import { NOTIFICATION_READ_FILTERS, USER_NOTIFICATION_TYPES } from '@ghar/contracts/constants';
import { Check, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { NotificationPagination } from '@/features/notifications/components/notification-pagination';
import { NotificationSummary } from '@/features/notifications/components/notification-summary';
import { useNow } from '@/features/notifications/hooks/use-now';
import { showActionFailure } from '@/lib/error-toast';
import { useMarkAllMineRead, useMyNotifications, useMyUnreadCount } from '../api/my-notifications';
import { useMyNotificationText } from '../hooks/use-my-notification-text';
import { useOpenMyNotification } from '../hooks/use-open-my-notification';
import {
  myNotificationQuery,
  readMyFilters,
  writeMyFilters,
  type MyNotificationFilters,
} from '../my-notification-filters';
import '../i18n';
import { badgeText } from '@/features/notifications/notification-badge';

const READ_LABELS = { false: 'filters.unread', true: 'filters.readOnly' } as const;

// /notifications (issue 27): the signed-in user's own notifications, filtered by read state and
// kind, each marked read on its own or all at once; a click opens what it is about.
export const MyNotificationsPage = () => {
  const { t } = useTranslation('my-notifications');
  const [params, setParams] = useSearchParams();
  const filters = readMyFilters(params);
  const list = useMyNotifications(myNotificationQuery(filters));
  const unread = useMyUnreadCount().data ?? 0;
  const markAll = useMarkAllMineRead();
  const { open, markRead } = useOpenMyNotification();
  const textOf = useMyNotificationText();
  const now = useNow();
  const filtered = filters.read !== undefined || filters.type !== undefined;

  const change = (next: Partial<MyNotificationFilters>) =>
    setParams(writeMyFilters({ ...filters, page: 1, ...next }));

  const notifications = list.data?.notifications ?? [];
  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markAll.isPending}
          onClick={() =>
            markAll.mutate(undefined, {
              onError: (error) => void showActionFailure(error, t('errors.markAllRead')),
            })
          }
        >
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('page.markAllRead')}
          {unread > 0 && (
            <span className="sr-only">
              ({t('page.unread', { count: unread, shown: badgeText(unread) ?? '0' })})
            </span>
          )}
        </Button>
      </header>

      <form
        aria-label={t('filters.label')}
        onSubmit={(event) => event.preventDefault()}
        className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      >
        <SelectField
          label={t('filters.read')}
          value={filters.read ?? ''}
          onChange={(event) =>
            change({ read: (event.target.value || undefined) as MyNotificationFilters['read'] })
          }
          options={[
            { value: '', label: t('filters.all') },
            ...NOTIFICATION_READ_FILTERS.map((value) => ({
              value,
              label: t(READ_LABELS[value]),
            })).reverse(),
          ]}
        />
        <SelectField
          label={t('filters.type')}
          value={filters.type ?? ''}
          onChange={(event) =>
            change({ type: (event.target.value || undefined) as MyNotificationFilters['type'] })
          }
          options={[
            { value: '', label: t('filters.allTypes') },
            ...USER_NOTIFICATION_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
          ]}
        />
      </form>

      {list.isPending ? (
        <LoadingBlock label={t('page.loading')} className="py-16" />
      ) : list.isError ? (
        <LoadFailed
          error={list.error}
          fallback={t('page.failed')}
          retryLabel={t('page.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : notifications.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center text-sm text-slate-600">
          {filtered ? t('page.emptyFiltered') : t('page.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          {notifications.map((notification) => (
            <li
              key={notification.id}
              className={
                notification.read
                  ? 'flex flex-col gap-1 px-3 py-3 sm:flex-row sm:items-start sm:gap-2 sm:px-4'
                  : 'flex flex-col gap-1 bg-brand-50/40 px-3 py-3 sm:flex-row sm:items-start sm:gap-2 sm:px-4'
              }
            >
              <button
                type="button"
                onClick={() => open(notification)}
                className="flex min-w-0 flex-1 rounded-lg text-start hover:bg-slate-50/60"
              >
                <NotificationSummary
                  notification={notification}
                  now={now}
                  text={textOf(notification)}
                />
              </button>
              {!notification.read && (
                <Button
                  variant="ghost"
                  size="sm"
                  // On a phone it sits under the text, which keeps the whole width.
                  className="shrink-0 self-end sm:self-start"
                  onClick={() => markRead(notification)}
                >
                  <Check aria-hidden="true" className="size-4" />
                  {t('page.markRead')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {list.data && (
        <NotificationPagination
          page={filters.page}
          totalPages={list.data.totalPages}
          totalCapped={list.data.totalCapped}
          onPage={(page) => change({ page })}
        />
      )}
    </section>
  );
};
