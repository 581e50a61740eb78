import { PAGE_SIZES } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMyCommissions } from '../api/get-my-commissions';
import { useEntryText } from '../hooks/use-entry-text';

// The dashboard's Recent Commissions for dealers (part 1 §2): the first 5 of the ledger.
export const RecentCommissionsCard = () => {
  const { t } = useTranslation('dealers');
  const commissions = useMyCommissions();
  const describe = useEntryText();
  const shown = (commissions.data ?? []).slice(0, PAGE_SIZES.dashboardCommissions);
  return (
    <section
      aria-labelledby="recent-commissions-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-commissions-title" className="text-xl font-semibold text-slate-900">
          {t('commissions.recent.title')}
        </h2>
        <Link
          to={paths.commissions.getHref()}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          {t('commissions.recent.viewAll')}
        </Link>
      </div>
      <div className="mt-4">
        {commissions.isPending ? (
          <LoadingBlock label={t('commissions.loading')} className="py-6" />
        ) : commissions.isError ? (
          <LoadFailed
            error={commissions.error}
            fallback={t('commissions.loadFailed')}
            retryLabel={t('commissions.retry')}
            onRetry={() => void commissions.refetch()}
          />
        ) : shown.length === 0 ? (
          <p className="text-slate-600">{t('commissions.recent.empty')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {shown.map((entry) => {
              const text = describe(entry);
              return (
                <li
                  key={entry.id}
                  data-testid="recent-commission"
                  className="flex items-start justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900">{entry.property.title}</p>
                    <p className="text-sm text-slate-600">
                      {text.levelShort} · {text.date}
                      {text.reversal && ` · ${t('commissions.reversal')}`}
                    </p>
                  </div>
                  <p
                    className={cn(
                      'shrink-0 font-semibold',
                      text.reversal ? 'text-red-700' : 'text-green-800',
                    )}
                  >
                    {text.amount}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
};
