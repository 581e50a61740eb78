import { z } from 'zod';
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
const slug = z.string().max(120);

export const sitemapListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

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
      cityHi: z.string().optional(),
      state: z.string(),
      ...placeCount,
      localities: z.array(z.object({ locality: z.string(), ...placeCount })),
      types: z.array(z.object({ type: z.enum(PROPERTY_TYPES), ...placeCount })),
    }),
  ),
});
export type PlacesList = z.output<typeof placesListSchema>;

export const placeSummaryQuerySchema = z.object({
  action,
  city: slug,
  /** A locality's or a type's slug (types first: /buy/jodhpur/flats). */
  place: slug.optional(),
});

/** Medians of live (FREE) listings: ₹/month for RENT and LEASE; price and ₹/sq ft for SELL. */
const figures = {
  count: z.number(),
  medianMonthly: z.number().optional(),
  medianPrice: z.number().optional(),
  medianPricePerSqft: z.number().optional(),
};

export const placeSummarySchema = z.object({
  action,
  city: z.string(),
  cityHi: z.string().optional(),
  citySlug: z.string(),
  state: z.string(),
  type: z.enum(PROPERTY_TYPES).optional(),
  locality: z.string().optional(),
  ...figures,
  /** Localities of the same city and deal, most listings first (the neighbours). */
  localities: z.array(z.object({ locality: z.string(), slug: z.string(), ...figures })),
  /** The city's listings per deal: links to the other actions. */
  deals: z.array(z.object({ action, count: z.number() })),
});
export type PlaceSummary = z.output<typeof placeSummarySchema>;

/** GET /properties/places/popular: a city's localities with the most live listings. */
export const popularLocalitiesQuerySchema = z.object({
  city: z.string().trim().min(1).max(120),
  action: action.optional(),
});

export const popularLocalitiesSchema = z.object({
  city: z.string(),
  /** Most listings first, at most PLACES_LIMITS.nearby; names as owners wrote them. */
  localities: z.array(z.object({ locality: z.string(), slug: z.string(), count: z.number() })),
});
export type PopularLocalities = z.output<typeof popularLocalitiesSchema>;

/** GET /properties/places/localities: the locality type-ahead's suggestions in a city. */
export const localitySuggestionsQuerySchema = z.object({
  city: z.string().trim().min(1).max(120),
  /** What the visitor typed, in either script; empty: the city's localities, most first. */
  q: z.string().trim().max(120).default(''),
  action: action.optional(),
});

export const localitySuggestionsSchema = z.object({
  city: z.string(),
  /**
   * Most listings first, at most LIMITS.typeaheadMaxSuggestions; each named as most of its
   * listings write it, with its Devanagari name when known (LOCALITY_NAMES_HI).
   */
  localities: z.array(
    z.object({
      locality: z.string(),
      localityHi: z.string().optional(),
      slug: z.string(),
      count: z.number(),
    }),
  ),
});
export type LocalitySuggestions = z.output<typeof localitySuggestionsSchema>;
