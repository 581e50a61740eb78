import '../i18n';
import { ArrowLeft, MapPin, SearchX } from 'lucide-react';
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AfterHydration } from '@/components/after-hydration';
import { paths } from '@/config/paths';
import { isApiError, screenErrorMessage } from '@/lib/api-error';
import { useProperty } from '../api/get-property';
import { useSeoTitle } from '../hooks/use-seo-title';
import { usePriceText } from '@/components/listing/use-price-text';
import { cardPrice } from '@/lib/card-price';
import { BookPanel } from './book-panel';
import { DetailSections } from './detail-sections';
import { HelpPanel } from './help-panel';
import { ImageCarousel } from './image-carousel';
import { ListingMap } from './listing-map';
import { ShareButtons } from './share-buttons';
import { StatusBadge } from '@/components/listing/status-badge';

// The ♥ (issue 27 item 5) comes after hydration in a chunk of its own (see property-card.tsx).
const ShortlistButton = lazy(async () => ({
  default: (await import('@/components/listing/shortlist/shortlist-button')).ShortlistButton,
}));

// Similar homes come after the page shows: not in the server render nor the first scripts.
const SimilarHomes = lazy(async () => ({
  default: (await import('./listing-rows')).SimilarHomes,
}));

type PropertyDetailProps = {
  id: string;
  // The app opens its inquiry form with this message (features do not import each other).
  onAskAbout: (message: string) => void;
};

const BackLink = () => {
  const { t } = useTranslation('properties');
  return (
    <Link
      to={paths.properties.getHref()}
      className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
};

const NotFound = () => {
  const { t } = useTranslation('properties');
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <SearchX aria-hidden="true" className="size-10" />
      </span>
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{t('detail.notFound.title')}</h1>
      <p className="mt-3 text-slate-600">{t('detail.notFound.message')}</p>
      <Link
        to={paths.properties.getHref()}
        className={buttonClasses({ size: 'lg', className: 'mt-8' })}
      >
        {t('detail.notFound.browse')}
      </Link>
    </div>
  );
};

// Part 1 §2 "Property detail (/property/{id})".
export const PropertyDetail = ({ id, onAskAbout }: PropertyDetailProps) => {
  const { t } = useTranslation('properties');
  const priceText = usePriceText('exact');
  const { data: property, error, isPending, refetch } = useProperty(id);
  // The same title as the server's head (issue 28), in the reader's language.
  useSeoTitle(`${t('detail.loading')} — Ghar`, property ? { listing: property } : undefined);
  // "Recently viewed" on the home page (issue 26 item 5): in the browser only, with the rows'
  // lazy code (not in the first scripts).
  useEffect(() => {
    if (!property) return;
    void import('./listing-rows').then(({ rememberViewed }) => rememberViewed(property));
  }, [property]);

  const body = () => {
    if (isPending) {
      // A screen tall while loading, so the footer does not show and then jump away (layout shift).
      return (
        <div className="flex min-h-svh flex-col items-center gap-4 py-20">
          <Spinner label={t('detail.loading')} />
          <p className="text-slate-600">{t('detail.loading')}</p>
        </div>
      );
    }
    if (isApiError(error) && error.status === 404) return <NotFound />;
    if (!property) {
      return (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-slate-700">{screenErrorMessage(error, t('detail.error'))}</p>
          <Button onClick={() => void refetch()}>{t('detail.retry')}</Button>
        </div>
      );
    }
    const place = [property.locality, property.city, property.state].filter(Boolean).join(', ');
    // Phones read photos and price, then how to book, then the details; wide screens keep
    // booking and help in a column beside everything.
    return (
      <article className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6 lg:col-start-1">
          <ImageCarousel media={property.media} title={property.title} />
          <header className="grid gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={property.status} />
              <span className="text-sm font-semibold text-brand-700 uppercase">
                {t(`labels.type.${property.type}`)} · {t(`labels.action.${property.action}`)}
              </span>
            </div>
            <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">
              {property.title}
            </h1>
            <p className="flex items-center gap-1 text-slate-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {place}
            </p>
            <p className="text-2xl font-bold text-slate-900">{priceText(cardPrice(property))}</p>
            <div className="flex flex-wrap items-center gap-3">
              <AfterHydration>
                <ShortlistButton propertyId={property.id} />
              </AfterHydration>
              <ShareButtons title={property.title} path={paths.property.getHref(property.id)} />
            </div>
          </header>
        </div>
        <div className="grid content-start gap-5 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <BookPanel
            property={property}
            ownerId={'ownerId' in property ? property.ownerId : undefined}
          />
          <HelpPanel
            onAsk={() =>
              onAskAbout(t('detail.help.message', { title: property.title, id: property.id }))
            }
          />
        </div>
        <div className="grid min-w-0 content-start gap-6 lg:col-start-1">
          {property.description && (
            <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-slate-900">
                {t('detail.sections.description')}
              </h2>
              <p className="mt-3 whitespace-pre-line text-slate-700">{property.description}</p>
            </section>
          )}
          <DetailSections property={property} />
          <ListingMap property={property} />
        </div>
        <div className="min-w-0 lg:col-span-2">
          <AfterHydration>
            <SimilarHomes id={property.id} />
          </AfterHydration>
        </div>
      </article>
    );
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <BackLink />
      {body()}
    </div>
  );
};
