import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

/**
 * A FREE listing went unconfirmed past the hiding period (issue 10 item 6) and left public search
 * until its owner confirms it is still available; its owner hears it (issue 27).
 */
export const listingHiddenForFreshnessDataSchema = propertySnapshotSchema
  .pick({ propertyId: true, title: true, ownerId: true, ownerEmail: true, ownerName: true })
  .extend({
    /** ISO date-time. */
    hiddenAt: z.string(),
  });
export type ListingHiddenForFreshnessData = z.output<typeof listingHiddenForFreshnessDataSchema>;

export const listingHiddenForFreshnessV1 = {
  type: 'ListingHiddenForFreshness',
  version: 1,
  topic: TOPICS.listings,
  schema: listingHiddenForFreshnessDataSchema,
} as const;
