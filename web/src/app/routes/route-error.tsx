import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// A chunk that fails to download on a weak connection lands here instead of a blank page.
export const RouteError = () => {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="text-2xl font-bold text-slate-900">{t('routeError.title')}</h1>
      <p className="text-slate-600">{t('routeError.message')}</p>
      <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
    </section>
  );
};
