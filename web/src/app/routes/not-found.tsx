import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  useDocumentTitle(`${t('notFound.title')} — ${t('brand')}`);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-10" />
      </span>
      <p className="mt-6 text-sm font-semibold tracking-widest text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('notFound.message')}</p>
      <Link to={paths.home.getHref()} className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
        {t('notFound.home')}
      </Link>
    </section>
  );
};
