import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOKING_PAYMENT_OUTCOMES, PAYMENT_STATES } from '../schemas/payments';
import { refundOwed, type RefundInputs } from './refund';

const booking = (amount: number, bookingOutcome: RefundInputs['bookingOutcome']): RefundInputs => ({
  source: 'BOOKING',
  amount,
  state: 'VERIFIED',
  bookingOutcome,
});

describe('refundOwed', () => {
  it.each([
    ['a rejected booking: amount minus the ₹1,000 fine', booking(15_000, 'REJECTED'), 14_000],
    ['an unbooked booking: amount minus the fine', booking(15_000, 'UNBOOKED'), 14_000],
    ['a rejected booking below the fine: nothing', booking(300, 'REJECTED'), 0],
    ['a booking of exactly the fine: nothing', booking(1_000, 'UNBOOKED'), 0],
    ['an expired booking: in full', booking(300, 'EXPIRED'), 300],
    ['a booking cancelled for a rival: in full', booking(12_000, 'CANCELLED'), 12_000],
    ['a pending booking: nothing yet', booking(12_000, 'PENDING'), 0],
    ['a confirmed booking: nothing', booking(12_000, 'CONFIRMED'), 0],
  ])('when %s', (_name, payment, owed) => {
    expect(refundOwed(payment)).toBe(owed);
  });

  it('when a listing fee is asked back, then in full; not before', () => {
    const fee: RefundInputs = { source: 'LISTING_FEE', amount: 100, state: 'VERIFIED' };
    expect(refundOwed(fee)).toBe(0);
    expect(refundOwed({ ...fee, refundRequested: true })).toBe(100);
  });

  it('when a payment is settled (REFUNDED or KEPT), then nothing is owed', () => {
    for (const state of ['REFUNDED', 'KEPT'] as const) {
      expect(refundOwed({ ...booking(15_000, 'REJECTED'), state })).toBe(0);
      expect(refundOwed({ source: 'LISTING_FEE', amount: 100, state, refundRequested: true })).toBe(
        0,
      );
    }
  });

  it('never owes a negative amount or more than was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...PAYMENT_STATES),
        fc.constantFrom(...BOOKING_PAYMENT_OUTCOMES),
        fc.integer({ min: 0, max: 100_000 }),
        (amount, state, bookingOutcome, fine) => {
          const owed = refundOwed({ source: 'BOOKING', amount, state, bookingOutcome }, fine);
          return owed >= 0 && owed <= amount;
        },
      ),
    );
  });
});
