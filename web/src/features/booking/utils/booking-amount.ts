import { BUSINESS_DEFAULTS } from '@ghar/contracts';
import type { PropertyAction } from '@ghar/contracts';

export type AmountInputs = {
  action: PropertyAction;
  perMonthCharges?: number | null;
  leaseDuration?: number | null;
  bookingCharges?: number | null;
};

/**
 * The booking amount of spec part 1 §2 / part 2 §9: RENT the monthly charge; LEASE the total
 * charge over the months, rounded (the whole charge when the months are 0 or missing); SELL the
 * booking charge, ₹300 when none is supplied. Any other missing value counts as 0.
 */
export const bookingAmount = (
  property: AmountInputs,
  defaultCharge: number = BUSINESS_DEFAULTS.defaultBookingCharge,
): number => {
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
};
