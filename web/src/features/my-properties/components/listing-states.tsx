import { Home, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { paths } from '@/config/paths';

export const ListingsLoading = () => {
  const { t } = useTranslation('my-properties');
  return <LoadingBlock label={t('loading')} className="min-h-[30vh]" />;
};

export const ListingsError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation('my-properties');
  return (
    <LoadFailed
      error={error}
      fallback={t('failed.fetch')}
      retryLabel={t('retry')}
      onRetry={onRetry}
    />
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
