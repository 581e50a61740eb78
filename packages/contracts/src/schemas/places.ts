// zod/mini: the web parses the place answers on its first pages (see property-views.ts).
import { z } from 'zod/mini';
import { PROPERTY_ACTIONS } from '../constants/property-actions';
import { PROPERTY_TYPES } from '../constants/property-types';

/**
 * City and locality pages and the sitemap (issue 28 items 5-6): answers of the listings
 * service's places routes, built from its search model.
 */

/** Listings per sitemap file: each gives two URLs (English and Hindi), within 50,000 a file. */
export const SITEMAP_LISTINGS_PER_FILE = 25_000;
/** Bounds of the places list (cities per deal, localities and types per city). */
export const PLACES_LIMITS = { cities: 300, localities: 100, nearby: 12 } as const;

/** The deal as a readable URL segment: /rent/jaipur, /buy/jodhpur/flats, /lease/kota/shops. */
export const DEAL_SLUGS = { RENT: 'rent', SELL: 'buy', LEASE: 'lease' } as const;

/** A type as the last segment of a city page (/buy/jodhpur/flats); FLAT and APARTMENT are one. */
export const TYPE_SLUGS = {
  HOUSE: 'houses',
  APARTMENT: 'flats',
  VILLA: 'villas',
  SHOP: 'shops',
  SHOWROOM: 'showrooms',
  FARMHOUSE: 'farmhouses',
  PLOT: 'plots',
  COMMERCIAL: 'commercial',
} as const satisfies Partial<Record<(typeof PROPERTY_TYPES)[number], string>>;

const action = z.enum(PROPERTY_ACTIONS);

export const sitemapListingsSchema = z.object({
  listings: z.array(z.object({ id: z.string(), updatedAt: z.string() })),
  pagination: z.object({
    page: z.number(),
    pages: z.number(),
    total: z.number(),
    limit: z.number(),
  }),
});
export type SitemapListings = z.output<typeof sitemapListingsSchema>;

const placeCount = { slug: z.string(), count: z.number(), updatedAt: z.string() };

export const placesListSchema = z.object({
  places: z.array(
    z.object({
      action,
      city: z.string(),
      cityHi: z.optional(z.string()),
      state: z.string(),
      ...placeCount,
      localities: z.array(z.object({ locality: z.string(), ...placeCount })),
      types: z.array(z.object({ type: z.enum(PROPERTY_TYPES), ...placeCount })),
    }),
  ),
});
export type PlacesList = z.output<typeof placesListSchema>;

/** Medians of live (FREE) listings: ₹/month for RENT and LEASE; price and ₹/sq ft for SELL. */
const figures = {
  count: z.number(),
  medianMonthly: z.optional(z.number()),
  medianPrice: z.optional(z.number()),
  medianPricePerSqft: z.optional(z.number()),
};

export const placeSummarySchema = z.object({
  action,
  city: z.string(),
  cityHi: z.optional(z.string()),
  citySlug: z.string(),
  state: z.string(),
  type: z.optional(z.enum(PROPERTY_TYPES)),
  locality: z.optional(z.string()),
  ...figures,
  /** Localities of the same city and deal, most listings first (the neighbours). */
  localities: z.array(z.object({ locality: z.string(), slug: z.string(), ...figures })),
  /** The city's listings per deal: links to the other actions. */
  deals: z.array(z.object({ action, count: z.number() })),
});
export type PlaceSummary = z.output<typeof placeSummarySchema>;

export const popularLocalitiesSchema = z.object({
  city: z.string(),
  /** Most listings first, at most PLACES_LIMITS.nearby; names as owners wrote them. */
  localities: z.array(z.object({ locality: z.string(), slug: z.string(), count: z.number() })),
});
export type PopularLocalities = z.output<typeof popularLocalitiesSchema>;

export const localitySuggestionsSchema = z.object({
  city: z.string(),
  /**
   * Most listings first, at most LIMITS.typeaheadMaxSuggestions; each named as most of its
   * listings write it, with its Devanagari name when known (LOCALITY_NAMES_HI).
   */
  localities: z.array(
    z.object({
      locality: z.string(),
      localityHi: z.optional(z.string()),
      slug: z.string(),
      count: z.number(),
    }),
  ),
});
export type LocalitySuggestions = z.output<typeof localitySuggestionsSchema>;
