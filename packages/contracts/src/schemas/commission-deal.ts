import { z } from 'zod';
import { NUMBER_LIMITS as N } from '../constants/limits';
import { PROPERTY_ACTIONS } from '../constants/property-actions';

const upTo = (max: number) => z.number().min(0).max(max).nullish();

/**
 * The pricing a commission is computed from, as a consumer receives it (BookingApproved): within
 * the listing form's ceilings. A listing stored before the ceilings (₹1e300) would otherwise
 * overflow the commission's paise and fail deep in the split, again on every retry.
 */
export const commissionDealSchema = z.object({
  action: z.enum(PROPERTY_ACTIONS),
  price: upTo(N.maxAmountRupees),
  perMonthCharges: upTo(N.maxAmountRupees),
  leaseDuration: upTo(N.maxLeaseMonths),
});
