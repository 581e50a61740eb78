import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminSectionItems } from '../admin-nav';

// Until the dashboard with its figures arrives (a later issue), /admin leads to the sections.
export const AdminHome = () => {
  const { t } = useTranslation('admin');
  return (
    <section>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('home.title')}</h1>
      <p className="mt-1 text-slate-600">{t('home.subtitle')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {adminSectionItems.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
            >
              <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="mt-4 text-lg font-semibold text-slate-900">{t(`nav.${key}`)}</span>
              <span className="mt-1 flex-1 text-sm text-slate-600">{t(`sections.${key}`)}</span>
              <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                {t('home.open')}
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
