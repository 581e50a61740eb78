import { paths } from '../../config/paths';

// Keys of `notifications:navigated.*`, one per place a notification leads to.
export type NotificationDestination =
  'property' | 'properties' | 'bookings' | 'users' | 'dealerRequests' | 'inquiries' | 'admin';

export type NotificationTarget = { path: string; destination: NotificationDestination };

type RoutableNotification = { type: string; data?: Record<string, unknown> | null };

const target = (destination: NotificationDestination, path: string): NotificationTarget => ({
  path,
  destination,
});

const hasData = (data: RoutableNotification['data']): data is Record<string, unknown> =>
  typeof data === 'object' && data !== null && Object.keys(data).length > 0;

// Part 2 §2 "Admin notifications": where a click leads, the same mapping as the notification
// service's domain/notification-routes.ts (which links its WhatsApp / Telegram messages).
export const notificationTarget = ({ type, data }: RoutableNotification): NotificationTarget => {
  if (!hasData(data)) return target('admin', paths.admin.getHref());
  switch (type) {
    case 'PROPERTY_ADDED':
    case 'PROPERTY_UPDATED':
      return typeof data.propertyId === 'string' && data.propertyId
        ? target('property', paths.property.getHref(data.propertyId))
        : target('properties', paths.adminProperties.getHref());
    case 'BOOKING_CREATED':
    case 'PAYMENT_RECEIVED':
      return target('bookings', paths.adminBookings.getHref());
    case 'USER_SIGNUP':
      return target('users', paths.adminUsers.getHref());
    case 'DEALER_REQUEST':
      return target('dealerRequests', paths.adminDealerRequests.getHref());
    case 'INQUIRY_RECEIVED':
      return target('inquiries', paths.adminInquiries.getHref());
    default:
      return target('admin', paths.admin.getHref());
  }
};
