import { z } from 'zod';
import { LIMITS } from '../../constants/limits';
import { TOPICS } from '../topics';

/**
 * New homes matched a user's saved search (issue 27 item 6): at most one per search per day, with
 * the homes gathered since the last one. Notifications tells the user, with the results link.
 */
export const savedSearchDigestReadyDataSchema = z.object({
  userId: z.string(),
  savedSearchId: z.string(),
  name: z.string(),
  /** How many new homes (the ids of at most LIMITS.savedSearchDigestMax of them). */
  count: z.number().int().positive(),
  listingIds: z.array(z.string()).max(LIMITS.savedSearchDigestMax),
  /** The first home's title, for a digest of one. */
  firstTitle: z.string().optional(),
  /** `/properties?<filters>`. */
  resultsUrl: z.string(),
});
export type SavedSearchDigestReadyData = z.output<typeof savedSearchDigestReadyDataSchema>;

export const savedSearchDigestReadyV1 = {
  type: 'SavedSearchDigestReady',
  version: 1,
  topic: TOPICS.listings,
  schema: savedSearchDigestReadyDataSchema,
} as const;
