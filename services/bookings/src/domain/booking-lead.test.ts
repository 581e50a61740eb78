import { describe, expect, it } from 'vitest';
import type { BookingRecord } from './booking';
import { bookingLeadOf, mayShowBookerContact } from './booking-lead';

const record = (status: BookingRecord['status']): BookingRecord => ({
  id: 'b1',
  propertyId: 'p1',
  property: {
    id: 'p1',
    title: 'Lake View',
    action: 'RENT',
    status: 'FREE',
    city: 'Udaipur',
    state: 'Rajasthan',
    mediaUrls: [],
    ownerId: 'owner',
  },
  userId: 'booker',
  userEmail: 'bina@ghar.test',
  userName: 'Bina',
  status,
  amount: 18_500,
  paymentRef: 'UPI1234',
  paymentProof: 'proof.png',
  createdAt: new Date('2026-11-28T04:00:00Z'),
  updatedAt: new Date('2026-11-28T05:00:00Z'),
  history: [],
});
const booker = { id: 'booker', name: 'Bina Rao', email: 'bina@ghar.test', mobile: '9822200002' };

describe('who sees the booker’s contact in the owner’s leads', () => {
  it.each([
    ['PENDING', false],
    ['CONFIRMED', true],
    ['CANCELLED', false],
    ['EXPIRED', false],
  ] as const)('when the booking is %s, then the contact is shown: %s', (status, shown) => {
    expect(mayShowBookerContact({ status })).toBe(shown);
    const lead = bookingLeadOf(record(status), booker);
    expect(lead.booker !== undefined).toBe(shown);
    if (!shown) expect(JSON.stringify(lead)).not.toMatch(/Bina|9822200002|bina@/);
  });

  it('when a confirmed booker is not in the users copy, then the booking’s own name and e-mail are shown', () => {
    expect(bookingLeadOf(record('CONFIRMED'), undefined).booker).toEqual({
      name: 'Bina',
      email: 'bina@ghar.test',
    });
  });
});
