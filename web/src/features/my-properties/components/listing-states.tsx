import { Home, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { screenErrorMessage } from '@/lib/api-error';

export const ListingsLoading = () => {
  const { t } = useTranslation('my-properties');
  return (
    <div className="flex min-h-[30vh] items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
};

export const ListingsError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation('my-properties');
  return (
    <div className="max-w-xl space-y-3">
      <FormErrors messages={[screenErrorMessage(error, t('failed.fetch'))]} />
      <Button variant="outline" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
};

// No listing yet: browse others (/) or list the first one (/sell), as part 1 §2 says.
export const ListingsEmpty = () => {
  const { t } = useTranslation('my-properties');
  return (
    <div className="rounded-2xl bg-slate-50 p-8 text-center">
      <p className="text-lg font-semibold text-slate-900">{t('empty.title')}</p>
      <p className="mt-1 text-slate-600">{t('empty.hint')}</p>
      <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
        <Link to={paths.home.getHref()} className={buttonClasses({ variant: 'outline' })}>
          <Home aria-hidden="true" className="size-5" />
          {t('browse')}
        </Link>
        <Link to={paths.sell.getHref()} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-5" />
          {t('listFirst')}
        </Link>
      </div>
    </div>
  );
};
