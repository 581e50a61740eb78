import { BUSINESS_DEFAULTS } from '../constants/business';
import type { PropertyAction } from '../constants/property-actions';

export interface BookingAmountInputs {
  action: PropertyAction;
  perMonthCharges?: number | null;
  leaseDuration?: number | null;
  bookingCharges?: number | null;
}

/**
 * The booking amount of spec part 1 §2 / part 2 §9, one rule for the booking modal and the
 * bookings service: RENT the monthly charge; LEASE the total charge over the months, rounded
 * (the whole charge when the months are 0 or missing); SELL the booking charge, the default
 * (₹300 unless the settings say otherwise) when none is supplied. Any other missing value counts as 0.
 */
export function bookingAmount(
  property: BookingAmountInputs,
  defaultCharge: number = BUSINESS_DEFAULTS.defaultBookingCharge,
): number {
  switch (property.action) {
    case 'RENT':
      return property.perMonthCharges ?? 0;
    case 'LEASE': {
      const total = property.perMonthCharges ?? 0;
      const months = property.leaseDuration ?? 0;
      return months > 0 ? Math.round(total / months) : total;
    }
    case 'SELL':
      return property.bookingCharges ?? defaultCharge;
  }
}
