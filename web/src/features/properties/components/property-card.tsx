import { BedDouble, CalendarDays, Camera, MapPin, Ruler, Sofa, User } from 'lucide-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { usePriceText } from '@/components/listing/use-price-text';
import { formatIndianNumber } from '@ghar/contracts/format';
import type { PropertySummary } from '@ghar/contracts/http';
import { cardPrice } from '@/lib/card-price';
import { PropertyImage } from '@/components/listing/property-image';
import { AfterHydration } from '@/components/after-hydration';
import { StatusBadge } from '@/components/listing/status-badge';

export type CardLayout = 'grid' | 'list';

// The ♥ (issue 27 item 5) comes after hydration in a chunk of its own, declared here and not in a
// shared module: a new module shared by the card and the detail page regrouped their chunks and
// pushed the search page's first JavaScript past its budget (bench:bundle).
const ShortlistButton = lazy(async () => ({
  default: (await import('@/components/listing/shortlist/shortlist-button')).ShortlistButton,
}));

const place = (property: PropertySummary): string =>
  [property.locality, property.city, property.state].filter(Boolean).join(', ');

// Part 1 §2 "Property card": badge, photo, title, location, type, action, price, listed date
// and owner; the list layout adds area, BHK and furnishing.
export const PropertyCard = ({
  property,
  layout,
  eager = false,
}: {
  property: PropertySummary;
  layout: CardLayout;
  eager?: boolean;
}) => {
  const { t, i18n } = useTranslation('properties');
  const priceText = usePriceText('words');
  const owner = property.owner?.name || t(property.owner ? 'card.owner' : 'card.anonymous');
  const list = layout === 'list';
  // Results carry the first photo only, and how many there are.
  const photoCount = property.photoCount ?? property.media.length;

  return (
    // The ♥ lies over the photo beside the link, not inside it (a button in a link is no button).
    <div className="relative h-full">
      <Link
        to={paths.property.getHref(property.id)}
        className={cn(
          'group flex h-full overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md',
          list ? 'flex-col sm:flex-row' : 'flex-col',
        )}
      >
        <div className={cn('relative shrink-0', list && 'sm:w-72')}>
          <PropertyImage
            image={property.media[0]?.thumb}
            alt={property.title}
            placeholder={t('card.noPhoto')}
            eager={eager}
            width={property.media[0]?.width}
            height={property.media[0]?.height}
            className="aspect-[4/3] w-full"
          />
          <StatusBadge status={property.status} className="absolute start-3 top-3" />
          {photoCount > 0 && (
            // How many photos wait behind the cover (issue 26), as portals show on a card.
            <span className="absolute end-3 bottom-3 flex items-center gap-1 rounded-full bg-slate-900/80 px-2 py-0.5 text-xs font-semibold text-white">
              <Camera aria-hidden="true" className="size-3.5" />
              <span aria-hidden="true">{photoCount}</span>
              <span className="sr-only">{t('card.photoCount', { count: photoCount })}</span>
            </span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
          <div className="flex items-center gap-2 text-xs font-semibold tracking-wide text-brand-700 uppercase">
            <span>{t(`labels.type.${property.type}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{t(`labels.action.${property.action}`)}</span>
          </div>
          <h3
            title={property.title}
            className="line-clamp-2 text-base font-semibold break-words text-slate-900 group-hover:text-brand-800"
          >
            {property.title}
          </h3>
          <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{place(property)}</span>
          </p>
          <p className="text-lg font-bold text-slate-900">{priceText(cardPrice(property))}</p>
          {list && (
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              {property.area ? (
                <li className="flex items-center gap-1">
                  <Ruler aria-hidden="true" className="size-4" />
                  {t('card.area', { area: formatIndianNumber(property.area) })}
                </li>
              ) : null}
              {property.bhk ? (
                <li className="flex items-center gap-1">
                  <BedDouble aria-hidden="true" className="size-4" />
                  {t('card.bhk', { count: property.bhk })}
                </li>
              ) : null}
              {property.furnishingStatus ? (
                <li className="flex items-center gap-1">
                  <Sofa aria-hidden="true" className="size-4" />
                  {t(`labels.furnishing.${property.furnishingStatus}`)}
                </li>
              ) : null}
            </ul>
          )}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-xs text-slate-600">
            <span className="flex min-w-0 items-center gap-1">
              <User aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{t('card.listedBy', { name: owner })}</span>
            </span>
            <span className="flex items-center gap-1">
              <CalendarDays aria-hidden="true" className="size-3.5" />
              {t('card.listed', { date: formatDate(property.createdAt, i18n.language, 'medium') })}
            </span>
          </div>
        </div>
      </Link>
      <AfterHydration>
        <ShortlistButton
          propertyId={property.id}
          // The card's top end corner: over the photo in the grid, beside the type in a list row.
          className="absolute end-3 top-3"
        />
      </AfterHydration>
    </div>
  );
};
