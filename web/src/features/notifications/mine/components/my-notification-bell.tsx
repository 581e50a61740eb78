import { PAGE_SIZES } from '@ghar/contracts';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { NotificationSummary } from '@/features/notifications/components/notification-summary';
import { useNow } from '@/features/notifications/hooks/use-now';
import { badgeText } from '@/features/notifications/notification-badge';
import { showActionFailure } from '@/lib/error-toast';
import { useMarkAllMineRead, useMyNotifications, useMyUnreadCount } from '../api/my-notifications';
import { useMyNotificationStream } from '../hooks/use-my-notification-stream';
import { useMyNotificationText } from '../hooks/use-my-notification-text';
import { useOpenMyNotification } from '../hooks/use-open-my-notification';
import '../i18n';

const BELL_QUERY = { page: 1, limit: PAGE_SIZES.notificationBell };

// The bell's list and count failures are only logged; the header stays quiet.
const useLoggedFailure = (error: Error | null, what: string) => {
  useEffect(() => {
    if (error) console.warn(`My notifications bell: ${what} failed: ${error.message}`);
  }, [error, what]);
};

// Every signed-in user's bell (issue 27): unread badge (99+), the latest 10, live, Mark all read.
export const MyNotificationBell = () => {
  const { t } = useTranslation('my-notifications');
  useMyNotificationStream();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const now = useNow();
  const count = useMyUnreadCount();
  const list = useMyNotifications(BELL_QUERY, { enabled: open });
  const markAll = useMarkAllMineRead();
  const { open: openNotification } = useOpenMyNotification();
  const textOf = useMyNotificationText();
  useLoggedFailure(count.error, 'unread count');
  useLoggedFailure(list.error, 'notification list');

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const unread = count.data ?? 0;
  const badge = badgeText(unread);
  const notifications = list.data?.notifications ?? [];

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onError: (error) => void showActionFailure(error, t('errors.markAllRead')),
    });

  return (
    <div ref={root} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        onClick={() => setOpen((value) => !value)}
        className="relative rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      >
        <Bell aria-hidden="true" className="size-6" />
        {badge && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
          >
            {badge}
          </span>
        )}
      </button>
      <section
        id={panelId}
        hidden={!open}
        aria-labelledby={headingId}
        className="absolute inset-x-3 top-full z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xl sm:inset-x-auto sm:right-0 sm:w-96"
      >
        <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-3">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {t('bell.title')}
          </h2>
          <button
            type="button"
            onClick={onMarkAll}
            disabled={unread === 0 || markAll.isPending}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {t('bell.markAllRead')}
          </button>
        </div>
        <div className="max-h-[min(26rem,65dvh)] overflow-y-auto">
          {list.isPending && open ? (
            <div className="flex justify-center py-8">
              <Spinner label={t('bell.loading')} />
            </div>
          ) : notifications.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500">{t('bell.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      openNotification(notification);
                    }}
                    className={
                      notification.read
                        ? 'flex w-full px-4 py-3 hover:bg-slate-50'
                        : 'flex w-full bg-brand-50/40 px-4 py-3 hover:bg-brand-50'
                    }
                  >
                    <NotificationSummary
                      notification={notification}
                      now={now}
                      text={textOf(notification)}
                      compact
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="border-t border-slate-100 p-2">
          <Link
            to={paths.notifications.getHref()}
            onClick={() => setOpen(false)}
            className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('bell.viewAll')}
          </Link>
        </div>
      </section>
    </div>
  );
};
