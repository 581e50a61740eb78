import { z } from 'zod';
import { PROPERTY_ACTIONS } from '../../constants/property-actions';
import { BOOKING_STATUSES } from '../../constants/statuses';

/**
 * A booking as other services need it: notifications show it, dealers compute commission from
 * the property's pricing at approval time. Amounts in rupees.
 */
export const bookingSnapshotSchema = z.object({
  bookingId: z.string().min(1),
  propertyId: z.string().min(1),
  propertyTitle: z.string(),
  propertyAction: z.enum(PROPERTY_ACTIONS),
  propertyOwnerId: z.string().optional(),
  propertyOwnerEmail: z.string().optional(),
  propertyPrice: z.number().optional(),
  /** Monthly rent for RENT; the total lease charge for LEASE. */
  propertyPerMonthCharges: z.number().optional(),
  propertyLeaseDuration: z.number().optional(),
  userId: z.string().min(1),
  userEmail: z.string().min(1),
  userName: z.string().optional(),
  /** The booking amount the user paid. */
  amount: z.number().nonnegative(),
  /** Absent for a direct booking. */
  dealerCode: z.string().optional(),
  status: z.enum(BOOKING_STATUSES),
});
