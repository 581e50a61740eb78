import { describe, expect, it } from 'vitest';
import { NOTIFICATION_DESTINATIONS, notificationTarget } from './notification-destinations';
import { NOTIFICATION_TYPES } from './notifications';

const toastOf = (notification: Parameters<typeof notificationTarget>[0]) =>
  NOTIFICATION_DESTINATIONS[notificationTarget(notification).destination].toast;

describe('notification click targets (part 2 §2)', () => {
  it('when a property notification carries a propertyId, then it leads to that property', () => {
    for (const type of ['PROPERTY_ADDED', 'PROPERTY_UPDATED']) {
      const notification = { type, data: { propertyId: 'p42', userId: 'u1' } };
      expect(notificationTarget(notification)).toEqual({
        destination: 'property',
        path: '/property/p42',
      });
      expect(toastOf(notification)).toBe('Navigated to property page');
    }
  });

  it('when a property notification has data but no propertyId, then it leads to admin properties', () => {
    expect(notificationTarget({ type: 'PROPERTY_UPDATED', data: { userId: 'u1' } }).path).toBe(
      '/admin/properties',
    );
  });

  it.each([
    ['BOOKING_CREATED', '/admin/bookings', 'Navigated to bookings page'],
    ['PAYMENT_RECEIVED', '/admin/bookings', 'Navigated to bookings page'],
    ['USER_SIGNUP', '/admin/users', 'Navigated to users page'],
    ['DEALER_REQUEST', '/admin/dealer-requests', 'Navigated to dealer requests page'],
    ['INQUIRY_RECEIVED', '/admin/inquiries', 'Navigated to inquiries page'],
    ['SYSTEM_ALERT', '/admin', 'Navigated to admin dashboard'],
    ['TEST', '/admin', 'Navigated to admin dashboard'],
  ])('when a %s notification with data is clicked, then it leads to %s', (type, path, toast) => {
    const notification = { type, data: { bookingId: 'b1' } };
    expect(notificationTarget(notification).path).toBe(path);
    expect(toastOf(notification)).toBe(toast);
  });

  it('when a notification has no data attached, then it leads to /admin whatever its type', () => {
    for (const data of [undefined, null, {}]) {
      for (const type of NOTIFICATION_TYPES) {
        expect(notificationTarget({ type, data })).toEqual({
          destination: 'admin',
          path: '/admin',
        });
      }
    }
  });

  it('when a propertyId holds characters of a path, then they stay inside one segment', () => {
    expect(
      notificationTarget({ type: 'PROPERTY_ADDED', data: { propertyId: '../admin' } }).path,
    ).toBe('/property/..%2Fadmin');
  });
});
