import type { MyDealer } from '@ghar/contracts/http';
import { BadgeCheck, Clock, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

type Application = NonNullable<MyDealer>;

// The state of the latest application (part 1 §2 Dealer application).
export const DealerStatusBanner = ({ dealer }: { dealer: Application }) => {
  const { t } = useTranslation('dealers');
  if (dealer.status === 'PENDING') {
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold text-amber-900">{t('apply.pending.title')}</p>
          <p className="mt-1 text-sm text-amber-900">{t('apply.pending.text')}</p>
        </div>
      </div>
    );
  }
  if (dealer.status === 'APPROVED') {
    return (
      <div role="status" className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
        <div>
          <p className="font-semibold text-green-900">{t('apply.approved.title')}</p>
          <p className="mt-1 text-sm text-green-900">
            {t('apply.approved.text', { code: dealer.referralCode })}
          </p>
          <Link
            to={paths.commissions.getHref()}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-3' })}
          >
            {t('apply.approved.action')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4">
      <XCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold text-red-900">{t('apply.rejected.title')}</p>
        <p className="mt-1 text-sm text-red-900">{t('apply.rejected.text')}</p>
      </div>
    </div>
  );
};
