import { Bell, CheckCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useDismiss } from '@/hooks/use-dismiss';
import { useNow } from '../hooks/use-now';
import { badgeText } from '../notification-badge';
import type { AppNotification } from '../types';
import { NotificationSummary, type NotificationSummaryProps } from './notification-summary';

// Part 2 §8: the bell's list and count failures are only logged; the header stays quiet.
export const useLoggedFailure = (error: Error | null, what: string) => {
  useEffect(() => {
    if (error) console.warn(`Notification bell: ${what} failed: ${error.message}`);
  }, [error, what]);
};

export type BellTexts = {
  label: string;
  /** The button's name while some are unread. */
  labelUnread: (count: number) => string;
  title: string;
  markAllRead: string;
  viewAll: string;
  empty: string;
  loading: string;
};

type BellPanelProps = {
  open: boolean;
  setOpen: (open: boolean | ((open: boolean) => boolean)) => void;
  texts: BellTexts;
  unread: number;
  notifications: AppNotification[];
  loading: boolean;
  onMarkAll: () => void;
  markingAll: boolean;
  onOpenNotification: (notification: AppNotification) => void;
  viewAllHref: string;
  /** The title and message of one (a user's own are written from their own texts). */
  textOf?: (notification: AppNotification) => NotificationSummaryProps['text'];
};

// The bell both kinds of reader have (the admin's and every signed-in user's): unread badge
// (99+), the latest notifications in a panel, Mark all read, and the way to all of them.
export const BellPanel = ({
  open,
  setOpen,
  texts,
  unread,
  notifications,
  loading,
  onMarkAll,
  markingAll,
  onOpenNotification,
  viewAllHref,
  textOf,
}: BellPanelProps) => {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const now = useNow();
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, root, button);
  const badge = badgeText(unread);

  return (
    <div ref={root} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? texts.labelUnread(unread) : texts.label}
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
            {texts.title}
          </h2>
          <button
            type="button"
            onClick={onMarkAll}
            disabled={unread === 0 || markingAll}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            {texts.markAllRead}
          </button>
        </div>
        <div className="max-h-[min(26rem,65dvh)] overflow-y-auto">
          {loading && open ? (
            <div className="flex justify-center py-8">
              <Spinner label={texts.loading} />
            </div>
          ) : notifications.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-500">{texts.empty}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {notifications.map((notification) => (
                <li key={notification.id}>
                  <button
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      onOpenNotification(notification);
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
                      text={textOf?.(notification)}
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
            to={viewAllHref}
            onClick={() => setOpen(false)}
            className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {texts.viewAll}
          </Link>
        </div>
      </section>
    </div>
  );
};
