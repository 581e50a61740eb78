import { Eye, MapPin, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { PropertyImage } from '@/components/listing/property-image';
import { StatusBadge } from '@/components/listing/status-badge';
import { usePriceText } from '@/components/listing/use-price-text';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cardPrice } from '@/lib/card-price';
import type { OwnerBookingView } from '@ghar/contracts/http';
import { formatDate } from '@/lib/format';
import type { OwnerListing } from '../api/owner-listing';
import { freshnessOf } from '../utils/portfolio';
import { BookerContact } from './booker-contact';
import { FreshnessBanner } from './freshness-banner';
import { ListingMenu } from './listing-menu';

type OwnerListingCardProps = {
  listing: OwnerListing;
  /** The CONFIRMED booking of this listing, when it has one: who booked it and how to reach them. */
  booking?: OwnerBookingView;
  onEdit?: (listing: OwnerListing) => void;
  onDelete: (listing: OwnerListing) => void;
};

const place = (listing: OwnerListing): string =>
  [listing.locality, listing.city, listing.state].filter(Boolean).join(', ');

// One of the owner's listings: photo, status, menu, price, the freshness question, View / Edit.
export const OwnerListingCard = ({ listing, booking, onEdit, onDelete }: OwnerListingCardProps) => {
  const { t, i18n } = useTranslation('my-properties');
  const labels = useTranslation('properties').t;
  const priceText = usePriceText('words');
  const edit = onEdit ? () => onEdit(listing) : undefined;
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-listing-id={listing.id}
    >
      <div className="relative">
        <PropertyImage
          image={listing.media[0]?.thumb}
          alt={listing.title}
          placeholder={labels('card.noPhoto')}
          width={listing.media[0]?.width}
          height={listing.media[0]?.height}
          className="aspect-[4/3] w-full"
        />
        <StatusBadge status={listing.status} className="absolute start-3 top-3" />
        <div className="absolute end-3 top-3">
          <ListingMenu
            id={listing.id}
            title={listing.title}
            onEdit={edit}
            onDelete={() => onDelete(listing)}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {labels(`labels.type.${listing.type}`)} · {labels(`labels.action.${listing.action}`)}
        </p>
        <h3
          title={listing.title}
          className="line-clamp-2 text-base font-semibold break-words text-slate-900"
        >
          {listing.title}
        </h3>
        <p className="flex min-w-0 items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{place(listing)}</span>
        </p>
        <p className="text-lg font-bold text-slate-900">{priceText(cardPrice(listing))}</p>
        <p className="text-xs text-slate-500">
          {labels('card.listed', { date: formatDate(listing.createdAt, i18n.language, 'medium') })}
        </p>
        <FreshnessBanner id={listing.id} state={freshnessOf(listing)} />
        {booking && listing.status === 'BOOKED' && <BookerContact booking={booking} />}
        <div className="mt-auto flex gap-2 border-t border-slate-100 pt-3">
          <Link
            to={paths.property.getHref(listing.id)}
            aria-label={t('card.viewFor', { title: listing.title })}
            className={buttonClasses({ variant: 'outline', size: 'sm', className: 'flex-1' })}
          >
            <Eye aria-hidden="true" className="size-4" />
            {t('card.view')}
          </Link>
          {edit && (
            <button
              type="button"
              onClick={edit}
              aria-label={t('card.editFor', { title: listing.title })}
              className={buttonClasses({ size: 'sm', className: 'flex-1' })}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('card.edit')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
};
