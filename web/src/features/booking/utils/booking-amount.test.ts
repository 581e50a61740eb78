import { describe, expect, it } from 'vitest';
import { bookingAmount } from './booking-amount';

describe('bookingAmount', () => {
  it.each([
    ['RENT with a monthly charge', { action: 'RENT', perMonthCharges: 12000 }, 12000],
    ['RENT without a monthly charge', { action: 'RENT' }, 0],
    ['LEASE over 11 months', { action: 'LEASE', perMonthCharges: 100000, leaseDuration: 11 }, 9091],
    ['LEASE of 0 months', { action: 'LEASE', perMonthCharges: 50000, leaseDuration: 0 }, 50000],
    ['LEASE with no months', { action: 'LEASE', perMonthCharges: 50000 }, 50000],
    ['LEASE with no charge', { action: 'LEASE', leaseDuration: 6 }, 0],
    ['SELL with a booking charge', { action: 'SELL', bookingCharges: 5000 }, 5000],
    ['SELL without a booking charge', { action: 'SELL' }, 300],
  ] as const)('when %s, then the amount follows the spec rule', (_, property, expected) => {
    expect(bookingAmount(property)).toBe(expected);
  });

  it('when settings give another default charge, then SELL without one uses it', () => {
    expect(bookingAmount({ action: 'SELL' }, 500)).toBe(500);
  });
});
