import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { propertySearchQuerySchema } from './property-search';

/**
 * Saved searches and alerts (issue 27 item 6). A saved search keeps the search page's own query
 * parameters (the filters of GET /properties, never paging, sorting, an owner or a status), so
 * its results link is `/properties?<filters>` and its matching is the search's own filter code.
 */
export const SAVED_SEARCH_FILTER_KEYS = Object.keys(propertySearchQuerySchema.shape).filter(
  (key) => !['page', 'limit', 'sortBy', 'sortOrder', 'ownerId', 'status'].includes(key),
) as (keyof typeof propertySearchQuerySchema.shape)[];

const FILTER_KEYS = new Set<string>(SAVED_SEARCH_FILTER_KEYS);

/** One parsed filter value back as the text its query parameter carries. */
const queryValue = (value: unknown): string | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  return String(value);
};

/**
 * The filters as the search reads them, back as query parameters: known keys only, in a fixed
 * order, empty ones dropped, values canonical (FLAT is APARTMENT, "20000.0" is 20000). Two saves
 * of the same search therefore keep the same filters and the same link.
 */
export const savedSearchFiltersSchema = z.record(z.string(), z.string()).transform((raw, ctx) => {
  const known = Object.fromEntries(Object.entries(raw).filter(([key]) => FILTER_KEYS.has(key)));
  const parsed = propertySearchQuerySchema.safeParse(known);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  }
  const filters: Record<string, string> = {};
  for (const key of SAVED_SEARCH_FILTER_KEYS) {
    const value = queryValue(parsed.data[key]);
    if (value !== undefined) filters[key] = value;
  }
  if (Object.keys(filters).length === 0) {
    ctx.addIssue({ code: 'custom', message: V.savedSearchFiltersRequired });
    return z.NEVER;
  }
  return filters;
});
export type SavedSearchFilters = Record<string, string>;

const nameSchema = z
  .string({ error: V.savedSearchNameRequired })
  .trim()
  .min(1, { error: V.savedSearchNameRequired })
  .max(LIMITS.savedSearchNameMaxLength, { error: V.savedSearchNameTooLong });

/** POST /properties/saved-searches. */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  filters: savedSearchFiltersSchema,
});
export type CreateSavedSearchInput = z.input<typeof createSavedSearchSchema>;

/** PATCH /properties/saved-searches/{id}: pause or resume, rename. */
export const updateSavedSearchSchema = z
  .object({ name: nameSchema.optional(), paused: z.boolean().optional() })
  .refine((body) => body.name !== undefined || body.paused !== undefined, {
    error: 'Nothing to change',
  });
export type UpdateSavedSearchInput = z.input<typeof updateSavedSearchSchema>;

/** `/properties?<filters>`: the saved search's results on the search page. */
export const savedSearchResultsPath = (filters: SavedSearchFilters): string =>
  `/properties?${new URLSearchParams(filters).toString()}`;

export const savedSearchViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  paused: z.boolean(),
  /** ISO date-time. */
  createdAt: z.string(),
  /** New homes matched since the last digest, waiting for the next one. */
  pending: z.number().int().nonnegative(),
  /** ISO date-time of the last digest sent, when one was. */
  lastDigestAt: z.string().optional(),
  /** `/properties?<filters>`. */
  resultsUrl: z.string(),
});
export type SavedSearchView = z.output<typeof savedSearchViewSchema>;

/** GET /properties/saved-searches: every saved search of the caller (≤ LIMITS.savedSearchMax). */
export const savedSearchListSchema = z.object({
  items: z.array(savedSearchViewSchema).max(LIMITS.savedSearchMax),
});
export type SavedSearchList = z.output<typeof savedSearchListSchema>;

/** DELETE /properties/saved-searches/{id}. */
export const savedSearchDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });
