import { ArrowRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { formatRelativeTime } from '@/lib/relative-time';
import '../i18n';
import { useRecentActivity } from '../api/get-recent-activity';
import { activityText, adminLink } from '../utils/activity-text';

const useNow = (everyMs: number) => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

// The latest 20 events across the services (issue 13 item 3): who, what, when and the admin
// page that handles it; one column of rows, so it reads the same on a phone.
export const RecentActivity = () => {
  const { t, i18n } = useTranslation('admin-activity');
  const { t: tc } = useTranslation('common');
  const query = useRecentActivity();
  const now = useNow(30_000);
  return (
    <section
      aria-labelledby="recent-activity"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2 id="recent-activity" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      {query.isPending ? (
        <LoadingBlock label={t('loading')} className="h-40" />
      ) : query.isError ? (
        <LoadFailed
          className="mt-3"
          error={query.error}
          fallback={t('failed')}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="recent-activity">
          {query.data.map((entry) => {
            const text = activityText(entry, t);
            return (
              <li key={entry.id} className="flex items-start justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-words text-slate-900">{text}</p>
                  <p className="text-sm text-slate-500">
                    <time dateTime={entry.at}>
                      {formatRelativeTime(entry.at, now, tc, i18n.language)}
                    </time>
                  </p>
                </div>
                <Link
                  to={adminLink(entry.link)}
                  aria-label={t('openLabel', { summary: text })}
                  className="inline-flex shrink-0 items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t('open')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
};
