import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { useAuth } from '@/lib/auth/use-auth';
import { displayName } from '@/lib/auth/user';
import { useMyDealer } from '../api/get-my-dealer';
import { ApplyDealerForm } from './apply-dealer-form';
import { BenefitsList } from './benefits-list';
import { DealerProcess } from './dealer-process';
import { DealerStatusBanner } from './dealer-status-banner';

// /become-dealer (part 1 §2 Dealer application): current details, the latest application's
// banner, the explainer and benefits, and the application form while one may apply.
export const BecomeDealerPage = () => {
  const { t } = useTranslation('dealers');
  const { user } = useAuth();
  const dealer = useMyDealer();
  if (!user) return null;
  const application = dealer.data ?? null;
  // Only a USER applies (an admin is the company itself); REJECTED may apply again.
  const mayApply = user.role === 'USER' && application?.status !== 'APPROVED';
  const rows = [
    { label: t('apply.name'), value: displayName(user) },
    { label: t('apply.email'), value: user.email },
    { label: t('apply.role'), value: t(`roles.${user.role}`, { ns: 'profile' }) },
    {
      label: t('apply.dealerStatus'),
      value: application ? t(`statuses.${application.status}`) : t('apply.notApplied'),
    },
    { label: t('apply.referralCode'), value: application?.referralCode ?? '—', mono: true },
  ];

  return (
    <section className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('apply.title')}</h1>
      <p className="mt-1 text-slate-600">{t('apply.subtitle')}</p>
      {dealer.isPending ? (
        <LoadingBlock label={t('apply.loading')} className="min-h-[30vh]" />
      ) : dealer.isError ? (
        <LoadFailed
          className="mt-6"
          error={dealer.error}
          fallback={t('apply.loadFailed')}
          retryLabel={t('apply.retry')}
          onRetry={() => void dealer.refetch()}
        />
      ) : (
        <div className="mt-6 grid gap-6 lg:grid-cols-5">
          <div className="space-y-6 lg:col-span-3">
            {application && <DealerStatusBanner dealer={application} />}
            <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <h2 className="text-lg font-semibold text-slate-900">{t('apply.current')}</h2>
              <dl className="mt-3 space-y-2 text-sm">
                {rows.map((row) => (
                  <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
                    <dt className="text-slate-600">{row.label}</dt>
                    <dd
                      className={
                        row.mono
                          ? 'font-mono font-semibold break-all text-slate-900'
                          : 'font-semibold break-all text-slate-900'
                      }
                    >
                      {row.value}
                    </dd>
                  </div>
                ))}
              </dl>
              {mayApply && (
                <div className="mt-5 border-t border-slate-100 pt-5">
                  <ApplyDealerForm pending={application?.status === 'PENDING'} />
                </div>
              )}
            </section>
          </div>
          <div className="space-y-6 lg:col-span-2">
            <DealerProcess />
            <BenefitsList />
          </div>
        </div>
      )}
    </section>
  );
};
