import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

const StateBox = ({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) => (
  <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
    <span className="flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      {icon}
    </span>
    <h2 className="mt-4 text-xl font-bold text-slate-900">{title}</h2>
    {children}
  </div>
);

export const SearchLoading = () => {
  const { t } = useTranslation('properties');
  // A screen tall while loading, so the footer does not show and then jump away (layout shift).
  return (
    <div className="flex min-h-svh justify-center py-20">
      <Spinner label={t('search.loading')} />
    </div>
  );
};

export const SearchError = ({ message, onRetry }: { message: string; onRetry: () => void }) => {
  const { t } = useTranslation('properties');
  return (
    <StateBox
      icon={<AlertTriangle aria-hidden="true" className="size-8" />}
      title={t('search.error.title')}
    >
      <p className="mt-2 max-w-md text-slate-600">{message}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t('search.error.retry')}
      </Button>
    </StateBox>
  );
};

export const SearchEmpty = ({ onClear }: { onClear: () => void }) => {
  const { t } = useTranslation('properties');
  return (
    <StateBox
      icon={<SearchX aria-hidden="true" className="size-8" />}
      title={t('search.empty.title')}
    >
      <p className="mt-2 text-slate-600">{t('search.empty.hint')}</p>
      <Button className="mt-6" onClick={onClear}>
        {t('search.empty.clear')}
      </Button>
    </StateBox>
  );
};
