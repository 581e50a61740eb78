import { BellOff, CheckCheck, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { screenErrorMessage } from '@/lib/api-error';
import { useCleanupNotifications } from '../api/cleanup-notifications';
import { useNotifications } from '../api/get-notifications';
import { useUnreadCount } from '../api/get-unread-count';
import { useMarkAllNotificationsRead } from '../api/mark-all-read';
import { useNotificationFilters } from '../hooks/use-notification-filters';
import { useNow } from '../hooks/use-now';
import { useOpenNotification } from '../hooks/use-open-notification';
import { atLeast } from '@/lib/capped-total';
import { badgeText } from '../notification-badge';
import { toNotificationQuery } from '../notification-filters';
import { showActionFailure } from '@/lib/error-toast';
import type { AppNotification } from '../types';
import { NotificationDetailsDialog } from './notification-details-dialog';
import { NotificationFilterBar } from './notification-filter-bar';
import { NotificationList } from './notification-list';
import { NotificationPagination } from './notification-pagination';

const Counter = ({ label, value }: { label: string; value: string | undefined }) => (
  <div className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
    <dt className="text-sm font-medium text-slate-500">{label}</dt>
    <dd className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value ?? '–'}</dd>
  </div>
);

// /admin/notifications: counters, filters, Mark All Read, Cleanup, Refresh, the list with
// details, and paging (part 2 §2).
export const NotificationCenter = () => {
  const { t } = useTranslation('notifications');
  const now = useNow();
  const { filters, update } = useNotificationFilters();
  const list = useNotifications(toNotificationQuery(filters));
  const count = useUnreadCount();
  const markAll = useMarkAllNotificationsRead();
  const cleanup = useCleanupNotifications();
  const { open, goTo, markAsRead } = useOpenNotification();
  const [details, setDetails] = useState<AppNotification | null>(null);
  const [confirmingCleanup, setConfirmingCleanup] = useState(false);

  const notifications = list.data?.notifications ?? [];
  const totalPages = list.data?.totalPages ?? 0;
  const filtered = Boolean(filters.search || filters.type || filters.read || filters.date);

  // Opening the details marks it read (part 2 §4); the badge turns once the server agrees.
  const showDetails = (notification: AppNotification) => {
    setDetails(notification);
    markAsRead(notification, (updated) =>
      setDetails((shown) => (shown?.id === updated.id ? { ...shown, read: updated.read } : shown)),
    );
  };
  const closeDetails = () => setDetails(null);

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => void showActionFailure(error, t('errors.markAllRead')),
    });

  const onCleanup = () =>
    cleanup.mutate(undefined, {
      onSuccess: ({ deletedCount }) => toast.success(t('page.cleanedUp', { count: deletedCount })),
      onError: (error) => void showActionFailure(error, t('errors.cleanup')),
      onSettled: () => setConfirmingCleanup(false),
    });

  const onRefresh = () => {
    void list.refetch();
    void count.refetch();
  };

  return (
    <section className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-slate-600">{t('page.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2 lg:shrink-0">
          <Button
            variant="outline"
            size="sm"
            onClick={onMarkAll}
            disabled={markAll.isPending || (count.data ?? 0) === 0}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('page.markAllRead')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => setConfirmingCleanup(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('page.cleanup')}
          </Button>
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={list.isFetching}>
            <RefreshCw
              aria-hidden="true"
              className={list.isFetching ? 'size-4 animate-spin' : 'size-4'}
            />
            {t('page.refresh')}
          </Button>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Counter
          label={t('page.total')}
          value={list.data && atLeast(list.data.total, list.data.totalCapped)}
        />
        {/* Counted up to 100 by the server: 99+ beyond, as on the bell. */}
        <Counter
          label={t('page.unread')}
          value={count.data === undefined ? undefined : (badgeText(count.data) ?? '0')}
        />
      </dl>

      <NotificationFilterBar filters={filters} onChange={update} />

      {list.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={t('page.loading')} />
        </div>
      ) : list.isError && !list.data ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center text-red-800"
        >
          <p>{screenErrorMessage(list.error, t('errors.fetch'))}</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {t('page.retry')}
          </Button>
        </div>
      ) : notifications.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-14 text-center">
          <BellOff aria-hidden="true" className="size-10 text-slate-300" />
          <p className="font-medium text-slate-700">
            {filtered ? t('page.emptyFiltered') : t('page.empty')}
          </p>
        </div>
      ) : (
        <NotificationList
          notifications={notifications}
          now={now}
          onOpen={open}
          onDetails={showDetails}
        />
      )}

      <NotificationPagination
        page={filters.page}
        totalPages={totalPages}
        totalCapped={list.data?.totalCapped}
        onPage={(page) => update({ page })}
      />

      <NotificationDetailsDialog
        notification={details}
        now={now}
        onClose={closeDetails}
        onGoTo={(notification) => {
          closeDetails();
          goTo(notification);
        }}
      />
      <ConfirmDialog
        open={confirmingCleanup}
        title={t('page.confirmTitle')}
        message={t('confirmCleanup')}
        confirmLabel={t('page.confirm')}
        busy={cleanup.isPending}
        onConfirm={onCleanup}
        onCancel={() => setConfirmingCleanup(false)}
      />
    </section>
  );
};
