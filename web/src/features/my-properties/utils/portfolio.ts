import type { PropertyStatus } from '@ghar/contracts/constants';
import { cardPrice } from '@/lib/card-price';
import type { OwnerListing } from '../api/owner-listing';

export type StatusFilter = 'ALL' | PropertyStatus;
export type Freshness = 'fresh' | 'ask' | 'hidden';

type Priced = Pick<OwnerListing, 'action' | 'price' | 'perMonthCharges' | 'leaseDuration'>;

// What a listing is worth on the Total Value card: the amount its card shows (sale price,
// monthly rent, total lease charge), nothing when the price is on request.
export const listingValue = (listing: Priced): number => {
  const price = cardPrice(listing);
  return price.kind === 'onRequest' ? 0 : price.amount;
};

// The four counters of My Properties (part 1 §2).
export const portfolioCounts = (listings: (Priced & Pick<OwnerListing, 'status'>)[]) => ({
  total: listings.length,
  available: listings.filter((listing) => listing.status === 'FREE').length,
  booked: listings.filter((listing) => listing.status === 'BOOKED').length,
  totalValue: listings.reduce((sum, listing) => sum + listingValue(listing), 0),
});

type Searchable = Pick<OwnerListing, 'title' | 'type' | 'status' | 'city' | 'state' | 'locality'>;

/**
 * Part 1 §5 client-side search: the words match the title, the location (locality, city, state)
 * or the type (its code or the label the reader sees), case-insensitively; then the status filter.
 */
export const filterListings = <T extends Searchable>(
  listings: T[],
  { search, status }: { search: string; status: StatusFilter },
  typeLabel: (type: T['type']) => string = (type) => type,
): T[] => {
  const needle = search.trim().toLocaleLowerCase();
  return listings.filter((listing) => {
    if (status !== 'ALL' && listing.status !== status) return false;
    if (!needle) return true;
    const haystack = [
      listing.title,
      listing.locality,
      listing.city,
      listing.state,
      listing.type,
      typeLabel(listing.type),
    ]
      .filter(Boolean)
      .join(' ')
      .toLocaleLowerCase();
    return haystack.includes(needle);
  });
};

// The owner view says the state; a summary of the owner's list says hidden or asked.
export const freshnessOf = (
  listing: Pick<OwnerListing, 'freshness' | 'hiddenFromSearch' | 'availabilityAsked'>,
): Freshness =>
  listing.freshness?.state ??
  (listing.hiddenFromSearch ? 'hidden' : listing.availabilityAsked ? 'ask' : 'fresh');

// One page of an already filtered list (My Properties pages on the client, 20 a page).
export const pageOf = <T>(items: T[], page: number, size: number) => {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * size, current * size), page: current, pages };
};
