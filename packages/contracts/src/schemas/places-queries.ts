import { z } from 'zod';
import { PROPERTY_ACTIONS } from '../constants/property-actions';

/* The place routes' queries (full zod: only the listings service parses them). */

const action = z.enum(PROPERTY_ACTIONS);
const slug = z.string().max(120);

export const sitemapListingsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const placeSummaryQuerySchema = z.object({
  action,
  city: slug,
  /** A locality's or a type's slug (types first: /buy/jodhpur/flats). */
  place: slug.optional(),
});

/** GET /properties/places/popular: a city's localities with the most live listings. */
export const popularLocalitiesQuerySchema = z.object({
  city: z.string().trim().min(1).max(120),
  action: action.optional(),
});

/** GET /properties/places/localities: the locality type-ahead's suggestions in a city. */
export const localitySuggestionsQuerySchema = z.object({
  city: z.string().trim().min(1).max(120),
  /** What the visitor typed, in either script; empty: the city's localities, most first. */
  q: z.string().trim().max(120).default(''),
  action: action.optional(),
});
