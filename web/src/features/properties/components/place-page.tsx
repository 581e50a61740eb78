import '../i18n';
import '../places-i18n';
import type { PlaceSummary } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Pagination } from '@/components/listing/pagination';
import { paths } from '@/config/paths';
import { PropertyCard } from '@/features/properties/components/property-card';
import { SearchError, SearchLoading } from '@/features/properties/components/search-states';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { screenErrorMessage } from '@/lib/api-error';
import { formatPrice } from '@/lib/format';
import { usePlaceListings, usePlaceSummary } from '../api/get-place';
import { DEAL_OF_ACTION, DEALS, searchHrefOf, type DealSlug } from '../utils/place-filters';

const linkClass =
  'inline-flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm text-slate-700 hover:border-brand-500 hover:text-brand-700';

/** The page's heading: "Flats for rent in Malviya Nagar, Jaipur" / "जयपुर में किराये पर फ्लैट". */
const usePlaceTitle = (summary: PlaceSummary | undefined, citySlug: string) => {
  const { t, i18n } = useTranslation(['places', 'properties']);
  const hindi = i18n.language === 'hi';
  const city = (hindi ? summary?.cityHi : undefined) ?? summary?.city ?? citySlug;
  const place = summary?.locality ? `${summary.locality}, ${city}` : city;
  const what = summary?.type
    ? t(`properties:labels.type.${summary.type}` as never)
    : t('anyProperty');
  const deal = summary ? t(`deal.${summary.action}` as never) : '';
  return { title: t('title', { what, deal, place }), city };
};

// Issue 28 item 6: a city's, a type's or a locality's page (/rent/jaipur, /buy/jodhpur/flats,
// /rent/jaipur/malviya-nagar), rendered on the server like the search.
export const PlacePage = ({ deal }: { deal: DealSlug }) => {
  const { t } = useTranslation(['places', 'properties']);
  const params = useParams();
  const citySlug = params.city ?? '';
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const summary = usePlaceSummary({ action: DEALS[deal], city: citySlug, place: params.place });
  const data = summary.data;
  const listings = usePlaceListings(data, page);
  const { title, city } = usePlaceTitle(data, citySlug);
  useDocumentTitle(`${title} — Ghar`);

  if (summary.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8">
        <SearchError
          message={screenErrorMessage(summary.error, t('properties:search.error.fallback'))}
          onRetry={() => void summary.refetch()}
        />
      </div>
    );
  }
  if (!data) return <SearchLoading />;

  const monthly = data.medianMonthly;
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-600" data-testid="place-count">
        {t('count', { count: data.count })}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-slate-800" aria-label={t('figures')}>
        {monthly !== undefined && <li>{t('medianMonthly', { price: formatPrice(monthly) })}</li>}
        {data.medianPrice !== undefined && (
          <li>{t('medianPrice', { price: formatPrice(data.medianPrice) })}</li>
        )}
        {data.medianPricePerSqft !== undefined && (
          <li>{t('medianPerSqft', { price: formatPrice(data.medianPricePerSqft) })}</li>
        )}
      </ul>

      <section className="mt-6" aria-labelledby="place-listings">
        <h2 id="place-listings" className="sr-only">
          {t('listings')}
        </h2>
        {listings.isPending ? (
          <SearchLoading />
        ) : !listings.data || listings.data.properties.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">
            {t('empty')}
          </p>
        ) : (
          <>
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {listings.data.properties.map((property, index) => (
                <li key={property.id} className={index >= 2 ? 'render-near-screen' : undefined}>
                  <PropertyCard property={property} layout="grid" eager={index < 2} />
                </li>
              ))}
            </ul>
            <Pagination
              page={listings.data.pagination.page}
              pages={listings.data.pagination.pages}
              onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
            />
          </>
        )}
        <p className="mt-4">
          <Link
            to={paths.properties.getHref(searchHrefOf(data))}
            className="text-brand-700 underline"
          >
            {t('seeAll')}
          </Link>
        </p>
      </section>

      {data.localities.length > 0 && (
        <nav className="mt-8" aria-labelledby="place-localities">
          <h2 id="place-localities" className="text-lg font-semibold text-slate-900">
            {t('localities', { city })}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.localities.map((locality) => (
              <li key={locality.slug}>
                <Link
                  to={paths.place.getHref(deal, data.citySlug, locality.slug)}
                  className={linkClass}
                >
                  {t('localityLink', { locality: locality.locality, count: locality.count })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {data.deals.some((other) => other.action !== data.action) && (
        <nav className="mt-8" aria-labelledby="place-deals">
          <h2 id="place-deals" className="text-lg font-semibold text-slate-900">
            {t('otherDeals', { city })}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {data.deals
              .filter((other) => other.action !== data.action)
              .map((other) => (
                <li key={other.action}>
                  <Link
                    to={paths.place.getHref(DEAL_OF_ACTION[other.action], data.citySlug)}
                    className={linkClass}
                  >
                    {t('dealLink', {
                      deal: t(`deal.${other.action}` as never),
                      count: other.count,
                    })}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      )}
    </div>
  );
};
