import type { PropertyAction } from '@ghar/contracts/constants';
import type { PlaceSummary } from '@ghar/contracts/http';
import { DEFAULT_FILTERS, type SearchFilters } from '@/features/properties/utils/search-filters';

/** The URL's deal segment and the listing action it means (contracts' DEAL_SLUGS, reversed). */
export const DEALS = { rent: 'RENT', buy: 'SELL', lease: 'LEASE' } as const satisfies Record<
  string,
  PropertyAction
>;
export type DealSlug = keyof typeof DEALS;
export const DEAL_OF_ACTION: Record<PropertyAction, DealSlug> = {
  RENT: 'rent',
  SELL: 'buy',
  LEASE: 'lease',
};

/**
 * The search a place page lists: its deal and city, and its type or locality as the summary
 * names them (a locality's slug is not its name: "c-scheme" is C-Scheme).
 */
export const placeFilters = (summary: PlaceSummary): SearchFilters => ({
  ...DEFAULT_FILTERS,
  action: summary.action,
  city: summary.city,
  type: summary.type ?? '',
  locality: summary.locality ?? '',
});

/** Where the full search (with its filters panel) opens on the same listings. */
export const searchHrefOf = (summary: PlaceSummary): Record<string, string> => {
  const filters = placeFilters(summary);
  return Object.fromEntries(
    (['action', 'city', 'type', 'locality'] as const)
      .filter((key) => filters[key] !== '')
      .map((key) => [key, filters[key]]),
  );
};
