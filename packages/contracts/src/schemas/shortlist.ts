import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { paginationQuerySchema, limitQuery } from './pagination';
import { propertySummarySchema, searchPaginationSchema } from './property-views';

/** GET /properties/shortlist/mine: a page of the caller's saved homes, newest saved first. */
export const shortlistPageQuerySchema = paginationQuerySchema.extend({ limit: limitQuery(12) });
export type ShortlistPageQuery = z.output<typeof shortlistPageQuerySchema>;

/**
 * One saved home as the shortlist page shows it (issue 27 item 5). `property` is the listing as
 * search shows it now, absent once it is deleted (then `title` is the one it was saved with);
 * `unavailable` when it is deleted, hidden from search or no longer FREE; `priceDropped` when its
 * card price now is below `savedPrice`, the card price when it was saved.
 */
export const shortlistItemSchema = z.object({
  propertyId: z.string(),
  /** ISO date-time. */
  savedAt: z.string(),
  title: z.string(),
  savedPrice: z.number(),
  currentPrice: z.number().optional(),
  priceDropped: z.boolean(),
  unavailable: z.boolean(),
  property: z.optional(propertySummarySchema),
});
export type ShortlistItem = z.output<typeof shortlistItemSchema>;

export const shortlistPageSchema = z.object({
  items: z.array(shortlistItemSchema),
  pagination: searchPaginationSchema,
});
export type ShortlistPage = z.output<typeof shortlistPageSchema>;

/**
 * GET /properties/shortlist/ids: every home the caller saved (at most LIMITS.shortlistMax), so
 * one call marks the ♥ of every card of every results page.
 */
export const shortlistIdsSchema = z.object({
  ids: z.array(z.string()).max(LIMITS.shortlistMax),
});
export type ShortlistIds = z.output<typeof shortlistIdsSchema>;

/** PUT and DELETE /properties/{id}/shortlist: whether the home is saved now. */
export const shortlistMarkSchema = z.object({ propertyId: z.string(), saved: z.boolean() });
export type ShortlistMark = z.output<typeof shortlistMarkSchema>;
