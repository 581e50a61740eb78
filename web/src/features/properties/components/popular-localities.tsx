import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { usePopularLocalities } from '../api/get-popular-localities';

type PopularLocalitiesProps = { city: string; action: string; locality: string };

// Issue 26 item 2: the chosen city's localities with the most live listings, each a link that
// keeps the other filters and sets the locality (from page 1); the chosen one is marked. Nothing
// is asked or shown until a city is chosen.
export const PopularLocalities = ({ city, action, locality }: PopularLocalitiesProps) => {
  const { t } = useTranslation('properties');
  const { search } = useLocation();
  const { data } = usePopularLocalities(city, action);
  if (!data || data.localities.length === 0) return null;
  const hrefOf = (name: string) => {
    const params = new URLSearchParams(search);
    params.set('locality', name);
    params.delete('page');
    return { search: `?${params.toString()}` };
  };
  return (
    <nav aria-labelledby="popular-localities" className="mb-4">
      <h3 id="popular-localities" className="text-sm font-semibold text-slate-700">
        {t('search.popularLocalities', { city: data.city })}
      </h3>
      <ul className="mt-2 flex gap-2 overflow-x-auto pb-1">
        {data.localities.map((entry) => {
          const chosen = entry.locality.toLowerCase() === locality.trim().toLowerCase();
          return (
            <li key={entry.slug} className="shrink-0">
              <Link
                to={hrefOf(entry.locality)}
                aria-current={chosen ? 'true' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-3 text-sm',
                  chosen
                    ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                {t('search.localityLink', { locality: entry.locality, count: entry.count })}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
