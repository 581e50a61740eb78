import { z } from 'zod';
import { PROPERTY_ACTIONS } from '../../constants/property-actions';
import { PROPERTY_TYPES } from '../../constants/property-types';
import { PROPERTY_STATUSES } from '../../constants/statuses';
import { propertySummarySchema } from '../../schemas/property-views';

/**
 * What other services keep of a listing: enough for the bookings projection (title, location,
 * price, images, booking amount) and for admin notifications. Amounts in rupees.
 */
export const propertySnapshotSchema = z.object({
  propertyId: z.string().min(1),
  title: z.string(),
  ownerId: z.string().min(1),
  ownerEmail: z.string().min(1),
  ownerName: z.string().optional(),
  type: z.enum(PROPERTY_TYPES),
  action: z.enum(PROPERTY_ACTIONS),
  status: z.enum(PROPERTY_STATUSES),
  city: z.string(),
  state: z.string(),
  locality: z.string().optional(),
  location: z.string().optional(),
  price: z.number().optional(),
  /** Monthly rent for RENT; the total lease charge for LEASE. */
  perMonthCharges: z.number().optional(),
  leaseDuration: z.number().optional(),
  bookingCharges: z.number().optional(),
  mediaUrls: z.array(z.string()).default([]),
  /** The listing's write counter: a reader applies an event only when it is newer than its copy. */
  version: z.number().int().nonnegative().optional(),
  /** Left out of public search until the owner confirms it is still available (freshness). */
  hiddenFromSearch: z.boolean().optional(),
  /** The public summary as written (no mobile number, no documents), for search read models. */
  listing: z.optional(propertySummarySchema),
});
