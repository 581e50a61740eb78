import type { EventData } from '@ghar/contracts';
import { describe, expect, it } from 'vitest';
import { contactsNeeded, userNoticesFor } from './user-notification-templates';

const booking: EventData<'BookingCreated'> = {
  bookingId: 'b-1',
  propertyId: 'p-1',
  propertyTitle: 'Lake View 2BHK',
  propertyAction: 'RENT',
  propertyOwnerId: 'u-owner',
  propertyOwnerEmail: 'owner@ghar.test',
  userId: 'u-booker',
  userEmail: 'booker@ghar.test',
  userName: 'Booker Bina',
  amount: 18_500,
  status: 'PENDING',
};
const owner = {
  userId: 'u-owner',
  name: 'Owner Om',
  email: 'owner@ghar.test',
  mobile: '9811100001',
};

describe('what each side of a booking hears', () => {
  it('when a booking is requested, then the owner is told without any of the booker’s contact', () => {
    const [toOwner, toBooker] = userNoticesFor('BookingCreated', booking);
    expect(toOwner).toMatchObject({ recipientId: 'u-owner', type: 'BOOKING' });
    expect(JSON.stringify(toOwner)).not.toMatch(/Bina|booker@|u-booker/);
    expect(toOwner?.message).toContain('₹18,500');
    expect(toBooker).toMatchObject({ recipientId: 'u-booker' });
    expect(toBooker?.template.key).toBe('BookerBookingReceived');
  });

  it('when a booking is approved, then each side gets the other’s contact (the event’s e-mail when the projection lacks them)', () => {
    const approved = { ...booking, status: 'CONFIRMED' as const, cancelledBookingIds: [] };
    expect(contactsNeeded('BookingApproved', approved)).toEqual(['u-owner', 'u-booker']);
    const [toOwner, toBooker] = userNoticesFor('BookingApproved', approved, { owner });
    expect(toOwner?.template.params.contact).toBe('Booker Bina, booker@ghar.test');
    expect(toBooker?.template.params.contact).toBe('Owner Om, 9811100001, owner@ghar.test');
  });

  it('when the owner books their own listing, then they hear it once, as the booker', () => {
    const notices = userNoticesFor('BookingExpired', { ...booking, userId: 'u-owner' });
    expect(notices.map((n) => n.template.key)).toEqual(['BookerBookingExpired']);
  });

  it('when a commission has no dealer user, then nobody is told', () => {
    const commission = { commissionId: 'c', dealerId: 'd', bookingId: 'b', level: 2, amount: 10 };
    expect(userNoticesFor('CommissionReversed', commission)).toEqual([]);
  });
});

describe('what everyone hears of their own account', () => {
  it('when a password is changed, then its owner gets a SECURITY notice that says whether an admin did it', () => {
    const changed = { userId: 'u-1', email: 'a@ghar.test', changedAt: '2026-11-28T03:00:00Z' };
    const [own] = userNoticesFor('PasswordChanged', { ...changed, byAdmin: false });
    const [byAdmin] = userNoticesFor('PasswordChanged', { ...changed, byAdmin: true });
    expect(own).toMatchObject({ recipientId: 'u-1', type: 'SECURITY' });
    expect(own?.template.key).toBe('PasswordChanged');
    expect(byAdmin?.template.key).toBe('PasswordChangedByAdmin');
  });
});
