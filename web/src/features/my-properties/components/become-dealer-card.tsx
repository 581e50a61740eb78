import { Clock, Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

type BecomeDealerCardProps = {
  // The latest application's status, when the user applied (GET /dealers/me).
  applicationStatus?: string | null;
};

// For role USER only (part 1 §2 Dashboard); the route decides when it shows. Once they applied
// the invitation gives way to the application's PENDING state; REJECTED may apply again.
export const BecomeDealerCard = ({ applicationStatus }: BecomeDealerCardProps) => {
  const { t } = useTranslation('my-properties');
  const pending = applicationStatus === 'PENDING';
  const Icon = pending ? Clock : Handshake;
  return (
    <section className="flex flex-col gap-4 rounded-2xl bg-brand-800 p-5 text-white sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <div className="flex items-start gap-3">
        <Icon aria-hidden="true" className="size-8 shrink-0 text-amber-300" />
        <div>
          <h2 className="text-lg font-semibold">
            {pending ? t('dashboard.becomeDealer.pendingTitle') : t('dashboard.becomeDealer.title')}
          </h2>
          <p className="mt-1 text-sm text-brand-100">
            {pending ? t('dashboard.becomeDealer.pendingText') : t('dashboard.becomeDealer.text')}
          </p>
        </div>
      </div>
      <Link
        to={paths.becomeDealer.getHref()}
        className={buttonClasses({ variant: 'accent', className: 'shrink-0' })}
      >
        {pending ? t('dashboard.becomeDealer.pendingAction') : t('dashboard.becomeDealer.action')}
      </Link>
    </section>
  );
};
