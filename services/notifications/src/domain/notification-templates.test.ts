import { EVENT_TYPES, type EventData } from '@ghar/contracts/events';
import { describe, expect, it } from 'vitest';
import { EVERY_EVENT } from '../../test/support/all-events';
import { NOTIFICATION_TEMPLATES, notificationForEvent } from './notification-templates';

const property: EventData<'PropertyAdded'> = {
  propertyId: 'p1',
  title: 'Lake View',
  ownerId: 'u1',
  ownerEmail: 'owner@ghar.test',
  ownerName: 'Arjun',
  type: 'FLAT',
  action: 'RENT',
  status: 'FREE',
  city: 'Udaipur',
  state: 'Rajasthan',
  locality: 'Fateh Sagar',
  perMonthCharges: 18_500,
  mediaUrls: [],
};

const booking: EventData<'BookingCreated'> = {
  bookingId: 'b1',
  propertyId: 'p1',
  propertyTitle: 'Lake View',
  propertyAction: 'SELL',
  userId: 'u2',
  userEmail: 'asha@ghar.test',
  amount: 125_000,
  status: 'PENDING',
};

describe('event → admin notification', () => {
  it('when the catalogue is read, then every event of docs/events.md has a decision', () => {
    expect(Object.keys(NOTIFICATION_TEMPLATES).sort()).toEqual([...EVENT_TYPES].sort());
  });

  it('when a listing is edited, then the bell says so; when it only took its owner’s new name or e-mail, then nothing', () => {
    expect(notificationForEvent('PropertyUpdated', property)).toMatchObject({
      type: 'PROPERTY_UPDATED',
      data: { propertyId: 'p1' },
    });
    expect(notificationForEvent('PropertyUpdated', { ...property, cause: 'OWNER_DETAILS' })).toBe(
      null,
    );
  });

  it('when a booking is created, then the amount is in rupees, Indian style, and the ids are attached', () => {
    expect(notificationForEvent('BookingCreated', booking)).toEqual({
      type: 'BOOKING_CREATED',
      title: 'New booking request',
      message:
        'asha@ghar.test booked "Lake View" for sale and paid ₹1,25,000 (direct booking). It awaits approval.',
      data: { bookingId: 'b1', propertyId: 'p1', userId: 'u2' },
      template: {
        key: 'BookingCreated',
        params: { who: 'asha@ghar.test', title: 'Lake View', action: 'SELL', amount: 125_000 },
      },
    });
    expect(
      notificationForEvent('BookingCreated', {
        ...booking,
        dealerCode: 'MEERA123',
        userName: 'Asha',
      })?.message,
    ).toBe(
      'Asha (asha@ghar.test) booked "Lake View" for sale and paid ₹1,25,000 with dealer code MEERA123. It awaits approval.',
    );
  });

  it('when a user signs up, then USER_SIGNUP says so; an account an admin or the first start made says who added it', () => {
    const user: EventData<'UserRegistered'> = {
      userId: 'u9',
      email: 'meera@ghar.test',
      name: 'Meera',
      role: 'USER',
      status: 'ACTIVE',
    };
    expect(notificationForEvent('UserRegistered', user, { actor: 'u9' })).toEqual({
      type: 'USER_SIGNUP',
      title: 'New user signed up',
      message: 'Meera (meera@ghar.test) created an account.',
      data: { userId: 'u9' },
      template: { key: 'UserSignedUp', params: { who: 'Meera (meera@ghar.test)' } },
    });
    expect(notificationForEvent('UserRegistered', user, { actor: 'admin-1' })?.message).toBe(
      'Meera (meera@ghar.test) was added as USER by an admin.',
    );
    const firstAdmin = { ...user, name: 'Admin', role: 'ADMIN' as const };
    expect(notificationForEvent('UserRegistered', firstAdmin, { actor: null })).toMatchObject({
      type: 'USER_SIGNUP',
      title: 'New user added',
      message: 'Admin (meera@ghar.test) was added as ADMIN when Ghar first started.',
    });
  });

  it('when a property is listed, then its price reads per the action', () => {
    expect(notificationForEvent('PropertyAdded', property)?.message).toBe(
      'Arjun (owner@ghar.test) listed "Lake View", a flat for rent in Fateh Sagar, Udaipur at ₹18,500/month.',
    );
    expect(
      notificationForEvent('PropertyAdded', { ...property, type: 'APARTMENT' as const })?.message,
    ).toContain('listed "Lake View", an apartment for rent');
    const lease = {
      ...property,
      action: 'LEASE' as const,
      perMonthCharges: 240_000,
      leaseDuration: 12,
    };
    expect(notificationForEvent('PropertyAdded', lease)?.message).toContain(
      'at ₹2,40,000 for 12 months.',
    );
    const sale = { ...property, action: 'SELL' as const, price: 12_500_000 };
    expect(notificationForEvent('PropertyAdded', sale)?.message).toContain(
      'for sale in Fateh Sagar, Udaipur at ₹1,25,00,000.',
    );
  });

  it('when a commission is earned, then it keeps paise', () => {
    const draft = notificationForEvent('CommissionEarned', {
      commissionId: 'c1',
      dealerId: 'd1',
      bookingId: 'b1',
      level: 2,
      amount: 2500.5,
    });
    expect(draft?.message).toBe('₹2,500.50 level 2 commission earned.');
    expect(draft?.data).toEqual({ dealerId: 'd1', bookingId: 'b1' });
    expect(draft?.template).toEqual({
      key: 'CommissionEarned',
      params: { amount: 2500.5, level: 2 },
    });
  });

  it('when any event makes a notification, then it has a text template for the web', () => {
    for (const type of EVENT_TYPES) {
      const sample = EVERY_EVENT[type];
      const draft = notificationForEvent(type, sample.data as never, {
        actor: sample.actor ?? null,
      });
      if (draft) expect(draft.template?.key, type).toEqual(expect.any(String));
    }
  });

  it('when an event makes a notification, then it carries the text key and values the web writes it from', () => {
    const samples: [string, ReturnType<typeof notificationForEvent>][] = [
      ['PropertyAdded', notificationForEvent('PropertyAdded', property)],
      [
        'BookingCreatedWithCode',
        notificationForEvent('BookingCreated', { ...booking, dealerCode: 'MEERA123' }),
      ],
      [
        'CommissionReversedFor',
        notificationForEvent('CommissionReversed', {
          commissionId: 'c1',
          dealerId: 'd1',
          bookingId: 'b1',
          level: 1,
          amount: -400,
          propertyTitle: 'Lake View',
        }),
      ],
    ];
    for (const [key, draft] of samples) expect(draft?.template?.key).toBe(key);
    expect(samples[0]![1]?.template?.params).toEqual({
      who: 'Arjun (owner@ghar.test)',
      title: 'Lake View',
      propertyType: 'FLAT',
      action: 'RENT',
      place: 'Fateh Sagar, Udaipur',
      amount: 18_500,
    });
  });

  it('when an approval cancels other pending bookings, then the message says how many', () => {
    const approved = {
      ...booking,
      status: 'CONFIRMED' as const,
      cancelledBookingIds: ['b2', 'b3'],
    };
    expect(notificationForEvent('BookingApproved', approved)?.message).toContain(
      '2 other pending bookings were cancelled.',
    );
    expect(notificationForEvent('BookingApproved', approved)?.template).toMatchObject({
      key: 'BookingApproved',
      params: { others: 2, title: 'Lake View' },
    });
  });

  it('when a profile is updated or a booking changes a property status, then no notification is made', () => {
    expect(
      notificationForEvent('UserUpdated', {
        userId: 'u1',
        email: 'a@ghar.test',
        name: 'A',
        role: 'USER',
        status: 'ACTIVE',
      }),
    ).toBeNull();
    const changed = { ...property, status: 'BOOKED' as const, previousStatus: 'FREE' as const };
    expect(
      notificationForEvent('PropertyStatusChanged', { ...changed, bookingId: 'b1' }),
    ).toBeNull();
    expect(notificationForEvent('PropertyStatusChanged', changed)?.message).toBe(
      '"Lake View" changed from FREE to BOOKED.',
    );
  });

  it('when a property is deleted, then no propertyId is attached, so the click leads to the properties list', () => {
    const draft = notificationForEvent('PropertyDeleted', {
      propertyId: 'p1',
      title: 'Lake View',
      ownerId: 'u1',
      ownerEmail: 'owner@ghar.test',
    });
    expect(draft).toMatchObject({ type: 'PROPERTY_UPDATED', data: { userId: 'u1' } });
    expect(draft?.data).not.toHaveProperty('propertyId');
  });
});
