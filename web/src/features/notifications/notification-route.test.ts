import { NOTIFICATION_DESTINATIONS, type NotificationDestination } from '@ghar/contracts/constants';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import en from '@/locales/en/notifications.json';
import hi from '@/locales/hi/notifications.json';
import { notificationTarget } from './notification-route';

// The rule itself is tested in contracts; here: its places are this app's routes and toasts.
const ROUTE_OF: Record<NotificationDestination, string> = {
  property: paths.property.path,
  properties: paths.adminProperties.path,
  bookings: paths.adminBookings.path,
  users: paths.adminUsers.path,
  dealerRequests: paths.adminDealerRequests.path,
  inquiries: paths.adminInquiries.path,
  admin: paths.admin.path,
};
const destinations = Object.keys(NOTIFICATION_DESTINATIONS) as NotificationDestination[];

describe('notification click targets in the web app (part 2 §2)', () => {
  it.each(destinations)(
    'when a notification leads to %s, then that path is a route of the app',
    (destination) => {
      expect(NOTIFICATION_DESTINATIONS[destination].path).toBe(ROUTE_OF[destination]);
    },
  );

  it.each(destinations)(
    'when the app navigates to %s, then its toasts are the spec text and a Hindi one',
    (destination) => {
      expect(en.navigated[destination]).toBe(NOTIFICATION_DESTINATIONS[destination].toast);
      expect(hi.navigated[destination]).toEqual(expect.any(String));
    },
  );

  it('when a property notification is clicked, then the path is the one paths.property builds', () => {
    const target = notificationTarget({ type: 'PROPERTY_ADDED', data: { propertyId: 'p 42' } });
    expect(target).toEqual({ destination: 'property', path: paths.property.getHref('p 42') });
  });
});
