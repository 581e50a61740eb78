import type { ShortlistItem } from '@ghar/contracts/http';
import { ArrowDown, Home, MapPin, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ShortlistButton } from '@/components/listing/shortlist/shortlist-button';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { CardPrice } from '@/lib/card-price';
import { cardPriceAt, exactPriceText, savedDateText } from '../saved-price';

/** One saved home: its photo, title, place and price now, what changed, and Remove. */
export const ShortlistCard = ({
  item,
  onRemove,
  removing,
}: {
  item: ShortlistItem;
  onRemove: () => void;
  removing: boolean;
}) => {
  const { t, i18n } = useTranslation('shortlist');
  const { t: tp } = useTranslation('properties');
  const priceText = (price: CardPrice) => exactPriceText(tp, price);
  const { property } = item;
  const photo = property?.media[0]?.thumb;
  const place = property
    ? [property.locality, property.city, property.state].filter(Boolean).join(', ')
    : '';

  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
      data-testid="shortlist-item"
    >
      <div className="relative shrink-0 sm:w-56">
        {/* A plain image, not the search's PropertyImage: sharing it split that module out of
            the first script of the search and detail pages (bench:bundle). */}
        {photo ? (
          <img
            src={photo.jpeg}
            alt={item.title}
            loading="lazy"
            className="aspect-[4/3] w-full bg-slate-100 object-cover"
          />
        ) : (
          <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-sm text-slate-500">
            <Home aria-hidden="true" className="size-8" />
            <span className="sr-only">{tp('card.noPhoto')}</span>
          </div>
        )}
        {/* The ♥ as on every card, pressed: one press removes the home, as Remove does. */}
        <ShortlistButton propertyId={item.propertyId} className="absolute end-3 top-3" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap gap-2">
          {item.unavailable && (
            <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white">
              {t('page.unavailable')}
            </span>
          )}
          {item.priceDropped && (
            <span className="flex items-center gap-1 rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
              <ArrowDown aria-hidden="true" className="size-3.5" />
              {t('page.priceDropped')}
            </span>
          )}
        </div>
        <h2 className="line-clamp-2 text-base font-semibold break-words text-slate-900">
          {property ? (
            <Link to={paths.property.getHref(item.propertyId)} className="hover:text-brand-800">
              {item.title}
            </Link>
          ) : (
            item.title
          )}
        </h2>
        {place && (
          <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{place}</span>
          </p>
        )}
        {property && (
          <p className="text-lg font-bold text-slate-900">
            {priceText(cardPriceAt(property, item.currentPrice ?? 0))}
          </p>
        )}
        {property && item.priceDropped && item.currentPrice !== undefined && (
          <p className="text-sm text-emerald-800">
            <s className="text-slate-500">{priceText(cardPriceAt(property, item.savedPrice))}</s>
            {' → '}
            <span className="sr-only">
              {t('page.priceChange', {
                before: priceText(cardPriceAt(property, item.savedPrice)),
                now: priceText(cardPriceAt(property, item.currentPrice)),
              })}
            </span>
            <span aria-hidden="true">{priceText(cardPriceAt(property, item.currentPrice))}</span>
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
          <span className="text-xs text-slate-600">
            {t('page.savedOn', { date: savedDateText(item.savedAt, i18n.language) })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={removing}
            onClick={onRemove}
            aria-label={t('page.removeLabel', { title: item.title })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('page.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
};
