import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminSectionItems } from '../admin-nav';

// Quick actions (part 2 §2): a way into every admin section, with what it is for.
export const QuickActions = () => {
  const { t } = useTranslation('admin');
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
        {t('home.quickActions')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {adminSectionItems.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link
              to={to}
              className="group flex h-full items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 font-semibold text-slate-900">
                  {t(`nav.${key}`)}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5"
                  />
                </span>
                <span className="mt-0.5 block text-sm text-slate-600">{t(`sections.${key}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
};
