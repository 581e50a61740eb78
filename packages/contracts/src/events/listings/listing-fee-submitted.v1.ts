import { z } from 'zod';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

export const listingFeeSubmittedDataSchema = propertySnapshotSchema
  .pick({ propertyId: true, title: true, ownerId: true, ownerEmail: true, ownerName: true })
  .extend({
    /** Rupees. */
    amount: z.number().nonnegative(),
    /** The UPI payment's reference the web generated (its QR code's note), when sent. */
    reference: z.string().optional(),
    /** The private path of the payment proof (owner and admins only). */
    proofUrl: z.string().optional(),
  });
export type ListingFeeSubmittedData = z.output<typeof listingFeeSubmittedDataSchema>;

export const listingFeeSubmittedV1 = {
  type: 'ListingFeeSubmitted',
  version: 1,
  topic: TOPICS.listings,
  schema: listingFeeSubmittedDataSchema,
} as const;
