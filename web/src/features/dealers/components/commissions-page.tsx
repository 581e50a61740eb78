import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { useMyCommissions } from '../api/get-my-commissions';
import { CommissionLedger } from './commission-ledger';
import { LedgerTotals } from './ledger-totals';

// /commissions: the dealer's whole ledger with what produced each entry (issue 12, beyond the
// spec). Only DEALER has commissions (part 1 §6); others are told so instead of a 403.
export const CommissionsPage = () => {
  const { t } = useTranslation('dealers');
  const { user } = useAuth();
  const isDealer = user?.role === 'DEALER';
  const commissions = useMyCommissions({ enabled: isDealer });
  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('commissions.title')}</h1>
      <p className="mt-1 text-slate-600">{t('commissions.subtitle')}</p>
      {!isDealer ? (
        <div className="mt-6 max-w-xl rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('commissions.onlyDealers.title')}
          </h2>
          <p className="mt-2 text-sm text-slate-600">{t('commissions.onlyDealers.text')}</p>
          {user?.role === 'USER' && (
            <Link
              to={paths.becomeDealer.getHref()}
              className={buttonClasses({ className: 'mt-4' })}
            >
              {t('commissions.onlyDealers.action')}
            </Link>
          )}
        </div>
      ) : commissions.isPending ? (
        <LoadingBlock label={t('commissions.loading')} className="min-h-[30vh]" />
      ) : commissions.isError ? (
        <LoadFailed
          className="mt-6"
          error={commissions.error}
          fallback={t('commissions.loadFailed')}
          retryLabel={t('commissions.retry')}
          onRetry={() => void commissions.refetch()}
        />
      ) : (
        <div className="mt-6 space-y-6">
          <LedgerTotals entries={commissions.data} />
          {commissions.data.length === 0 ? (
            <p className="rounded-xl bg-white p-6 text-center text-slate-600 ring-1 ring-slate-200">
              {t('commissions.empty')}
            </p>
          ) : (
            <CommissionLedger entries={commissions.data} />
          )}
        </div>
      )}
    </section>
  );
};
