import { CATEGORY_CARDS } from '@ghar/contracts/constants';
import { Building2, Castle, House, LandPlot, Store } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

const icons: Record<(typeof CATEGORY_CARDS)[number]['type'], LucideIcon> = {
  VILLA: Castle,
  HOUSE: House,
  APARTMENT: Building2,
  PLOT: LandPlot,
  SHOP: Store,
};

export const CategoryCards = () => {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 sm:px-6">
      <h2 id="categories-title" className="text-2xl font-bold text-slate-900">
        {t('categories.title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('categories.subtitle')}</p>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {CATEGORY_CARDS.map(({ type }) => {
          const Icon = icons[type];
          const label = t(`categories.${type}`);
          return (
            <li key={type} className="last:col-span-2 sm:last:col-span-1">
              <Link
                to={paths.properties.getHref({ type })}
                aria-label={t('categories.explore', { type: label })}
                className="group flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 text-center transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
              >
                <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                  <Icon aria-hidden="true" className="size-7" />
                </span>
                <span className="font-semibold text-slate-900">{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
