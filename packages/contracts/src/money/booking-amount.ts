import { BUSINESS_DEFAULTS } from '../constants/business';
import type { PropertyAction } from '../constants/property-actions';
import { roundToPaise } from './paise';

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
 * (₹300 unless the settings say otherwise) when none is supplied. Any other missing value counts
 * as 0. Every amount is rounded to the paisa, and a booking charge that rounds to ₹0 is no charge
 * at all (a SELL booked for ₹0 or ₹0.001 was a probe's find), so it takes the default too.
 */
export function bookingAmount(
  property: BookingAmountInputs,
  defaultCharge: number = BUSINESS_DEFAULTS.defaultBookingCharge,
): number {
  switch (property.action) {
    case 'RENT':
      return roundToPaise(property.perMonthCharges ?? 0);
    case 'LEASE': {
      const total = property.perMonthCharges ?? 0;
      const months = property.leaseDuration ?? 0;
      return months > 0 ? Math.round(total / months) : roundToPaise(total);
    }
    case 'SELL': {
      const charge = roundToPaise(property.bookingCharges ?? 0);
      return charge > 0 ? charge : defaultCharge;
    }
  }
}
