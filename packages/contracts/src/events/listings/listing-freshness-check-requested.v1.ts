import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

/**
 * A FREE listing went unconfirmed for the freshness period (issue 10 item 6): its owner is asked
 * "Is this still available?" (dashboard banner and an e-mail to the owner's address here).
 * `hideAt` is when it leaves search unless the owner confirms first.
 */
export const listingFreshnessCheckRequestedDataSchema = propertySnapshotSchema
  .pick({ propertyId: true, title: true, ownerId: true, ownerEmail: true, ownerName: true })
  .extend({
    /** ISO date-times. */
    askedAt: z.string(),
    hideAt: z.string(),
  });
export type ListingFreshnessCheckRequestedData = z.output<
  typeof listingFreshnessCheckRequestedDataSchema
>;

export const listingFreshnessCheckRequestedV1 = {
  type: 'ListingFreshnessCheckRequested',
  version: 1,
  topic: TOPICS.listings,
  schema: listingFreshnessCheckRequestedDataSchema,
} as const;
