import { z } from 'zod';
import { PAYMENT_STATES } from '../../schemas/payments';
import { TOPICS } from '../topics';
import { propertySnapshotSchema } from './property-snapshot';

/**
 * An admin moved a listing fee's payment (issue 13 item 5: VERIFIED, REFUNDED or KEPT); its
 * owner hears of the verification and the refund (issue 27).
 */
export const listingFeePaymentChangedDataSchema = propertySnapshotSchema
  .pick({ propertyId: true, title: true, ownerId: true, ownerEmail: true })
  .extend({
    /** Rupees: the fee paid. */
    amount: z.number().nonnegative(),
    state: z.enum(PAYMENT_STATES),
    /** ISO date-time. */
    changedAt: z.string(),
  });
export type ListingFeePaymentChangedData = z.output<typeof listingFeePaymentChangedDataSchema>;

export const listingFeePaymentChangedV1 = {
  type: 'ListingFeePaymentChanged',
  version: 1,
  topic: TOPICS.listings,
  schema: listingFeePaymentChangedDataSchema,
} as const;
