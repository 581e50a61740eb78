import { useTranslation } from 'react-i18next';
import { useBookingsOfMyListings } from '../api/get-bookings-of-my-listings';
import type { OwnerListing } from '../api/owner-listing';
import { OwnerListingCard } from './owner-listing-card';

type ListingGridProps = {
  listings: OwnerListing[];
  onEdit?: (listing: OwnerListing) => void;
  onDelete: (listing: OwnerListing) => void;
};

export const ListingGrid = ({ listings, onEdit, onDelete }: ListingGridProps) => {
  const { t } = useTranslation('my-properties');
  // Who booked each BOOKED listing; the cards show nothing more while it loads or if it fails.
  const bookings = useBookingsOfMyListings().data;
  return (
    <ul aria-label={t('title')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {listings.map((listing) => (
        <OwnerListingCard
          key={listing.id}
          listing={listing}
          booking={bookings?.get(listing.id)}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ul>
  );
};
