import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { POPULAR_CITIES } from '@/config/popular-cities';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700';

/** "Popular in Rajasthan": each city's rent and buy pages (issue 28 item 6). */
export const PopularPlaces = () => {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section aria-labelledby="popular-places" className="mx-auto max-w-7xl px-4 sm:px-6">
      <h2 id="popular-places" className="text-2xl font-bold text-slate-900">
        {t('popular.title')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {POPULAR_CITIES.flatMap((city) =>
          (['rent', 'buy'] as const).map((deal) => (
            <li key={`${deal}-${city}`}>
              <Link to={paths.place.getHref(deal, city)} className={linkClass}>
                {t(`popular.${deal}`, { city: t(`common:cities.${city}`) })}
              </Link>
            </li>
          )),
        )}
      </ul>
    </section>
  );
};
