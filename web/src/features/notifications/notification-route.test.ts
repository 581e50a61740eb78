import { NOTIFICATION_TYPES } from '@ghar/contracts';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/notifications.json';
import { notificationTarget } from './notification-route';

const toastOf = (notification: Parameters<typeof notificationTarget>[0]) =>
  en.navigated[notificationTarget(notification).destination];

describe('notification click targets (part 2 §2)', () => {
  it.each(['PROPERTY_ADDED', 'PROPERTY_UPDATED'])(
    'when a %s notification carries a propertyId, then it leads to that property',
    (type) => {
      const notification = { type, data: { propertyId: 'p42', userId: 'u1' } };
      expect(notificationTarget(notification).path).toBe('/property/p42');
      expect(toastOf(notification)).toBe('Navigated to property page');
    },
  );

  it.each(['PROPERTY_ADDED', 'PROPERTY_UPDATED'])(
    'when a %s notification has data but no propertyId, then it leads to /admin/properties',
    (type) => {
      const notification = { type, data: { userId: 'u1', propertyId: '' } };
      expect(notificationTarget(notification).path).toBe('/admin/properties');
      expect(toastOf(notification)).toBe('Navigated to properties page');
    },
  );

  it.each([
    ['BOOKING_CREATED', '/admin/bookings', 'Navigated to bookings page'],
    ['PAYMENT_RECEIVED', '/admin/bookings', 'Navigated to bookings page'],
    ['USER_SIGNUP', '/admin/users', 'Navigated to users page'],
    ['DEALER_REQUEST', '/admin/dealer-requests', 'Navigated to dealer requests page'],
    ['INQUIRY_RECEIVED', '/admin/inquiries', 'Navigated to inquiries page'],
    ['SYSTEM_ALERT', '/admin', 'Navigated to admin dashboard'],
    ['SOMETHING_NEW', '/admin', 'Navigated to admin dashboard'],
  ])(
    'when a %s notification with data is clicked, then it leads to %s with the toast "%s"',
    (type, path, toast) => {
      const notification = { type, data: { bookingId: 'b1' } };
      expect(notificationTarget(notification).path).toBe(path);
      expect(toastOf(notification)).toBe(toast);
    },
  );

  it.each([undefined, null, {}])(
    'when a notification has no data attached (%s), then every type leads to /admin',
    (data) => {
      for (const type of NOTIFICATION_TYPES) {
        expect(notificationTarget({ type, data })).toEqual({
          path: '/admin',
          destination: 'admin',
        });
      }
    },
  );

  it('when a propertyId holds path characters, then they stay inside one segment', () => {
    const target = notificationTarget({ type: 'PROPERTY_ADDED', data: { propertyId: '../admin' } });
    expect(target.path).toBe('/property/..%2Fadmin');
  });
});
