import { describe, expect, it } from 'vitest';
import { bookingAmount } from './booking-amount';

describe('bookingAmount', () => {
  it.each([
    ['RENT: the monthly charge', { action: 'RENT', perMonthCharges: 15_000 }, 15_000],
    ['RENT without a charge: 0', { action: 'RENT' }, 0],
    [
      'LEASE: the total over the months, rounded',
      { action: 'LEASE', perMonthCharges: 100_000, leaseDuration: 3 },
      33_333,
    ],
    ['LEASE rounds half up', { action: 'LEASE', perMonthCharges: 5, leaseDuration: 2 }, 3],
    [
      'LEASE with 0 months: the whole charge',
      { action: 'LEASE', perMonthCharges: 90_000, leaseDuration: 0 },
      90_000,
    ],
    [
      'LEASE with no months: the whole charge',
      { action: 'LEASE', perMonthCharges: 90_000 },
      90_000,
    ],
    ['LEASE without a charge: 0', { action: 'LEASE', leaseDuration: 11 }, 0],
    ['SELL: the booking charge', { action: 'SELL', bookingCharges: 5_000, price: 1 }, 5_000],
    ['SELL without a booking charge: the default ₹300', { action: 'SELL' }, 300],
  ] as const)('%s', (_name, property, expected) => {
    expect(bookingAmount(property)).toBe(expected);
  });

  it('when the settings name another default, then a SELL without a charge uses it', () => {
    expect(bookingAmount({ action: 'SELL', bookingCharges: null }, 500)).toBe(500);
  });

  it('when a SELL booking charge is 0 or rounds to ₹0, then it is no charge: the default', () => {
    expect(bookingAmount({ action: 'SELL', bookingCharges: 0 }, 500)).toBe(500);
    expect(bookingAmount({ action: 'SELL', bookingCharges: 0.001 })).toBe(300);
    expect(bookingAmount({ action: 'SELL', bookingCharges: 0.004 }, 500)).toBe(500);
  });

  it('when an amount has fractions of a paisa, then it is rounded to the paisa', () => {
    expect(bookingAmount({ action: 'SELL', bookingCharges: 0.005 })).toBe(0.01);
    expect(bookingAmount({ action: 'SELL', bookingCharges: 1_250.456 })).toBe(1_250.46);
    expect(bookingAmount({ action: 'RENT', perMonthCharges: 15_000.333 })).toBe(15_000.33);
    expect(bookingAmount({ action: 'LEASE', perMonthCharges: 90_000.009 })).toBe(90_000.01);
  });
});
