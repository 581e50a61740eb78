import { describe, expect, it } from 'vitest';
import { bookingsTotalText } from './bookings-total';

describe('bookingsTotalText', () => {
  it.each([
    [6, '6'],
    [99, '99'],
    [100, '100+'],
  ])('when the first page holds %i bookings, then the total reads %s', (count, text) => {
    expect(bookingsTotalText(count)).toBe(text);
  });
});
