import { describe, expect, it } from 'vitest';
import { bookingStatusTone } from './booking-status-badge';

describe('bookingStatusTone', () => {
  it.each([
    ['CONFIRMED', 'emerald'],
    ['PENDING', 'amber'],
    ['CANCELLED', 'red'],
    ['EXPIRED', 'slate'],
  ] as const)('when a booking is %s, then its colour is %s (part 1 §4)', (status, colour) => {
    expect(bookingStatusTone(status)).toContain(`bg-${colour}-100`);
  });
});
