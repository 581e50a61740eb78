import type { NotificationType } from './notifications';

/**
 * Where clicking an admin notification leads in the web app, with the spec's toast after
 * navigating (part 2 §2, "Admin notifications"). The web navigates there; the notification
 * service links its WhatsApp / Telegram / e-mail messages to the same place.
 */
export const NOTIFICATION_DESTINATIONS = {
  property: { path: '/property/:id', toast: 'Navigated to property page' },
  properties: { path: '/admin/properties', toast: 'Navigated to properties page' },
  bookings: { path: '/admin/bookings', toast: 'Navigated to bookings page' },
  users: { path: '/admin/users', toast: 'Navigated to users page' },
  dealerRequests: { path: '/admin/dealer-requests', toast: 'Navigated to dealer requests page' },
  inquiries: { path: '/admin/inquiries', toast: 'Navigated to inquiries page' },
  admin: { path: '/admin', toast: 'Navigated to admin dashboard' },
} as const;
export type NotificationDestination = keyof typeof NOTIFICATION_DESTINATIONS;

/** The destination of a notification that carries data; a type not listed leads to the admin home. */
export const NOTIFICATION_TYPE_DESTINATIONS: Partial<
  Record<NotificationType, NotificationDestination>
> = {
  PROPERTY_ADDED: 'property',
  PROPERTY_UPDATED: 'property',
  BOOKING_CREATED: 'bookings',
  PAYMENT_RECEIVED: 'bookings',
  USER_SIGNUP: 'users',
  DEALER_REQUEST: 'dealerRequests',
  INQUIRY_RECEIVED: 'inquiries',
};

export interface NotificationTarget {
  destination: NotificationDestination;
  path: string;
}

/** A notification as both sides hold it; `type` is open, since a newer producer may add one. */
export interface RoutableNotification {
  type: string;
  data?: Record<string, unknown> | null;
}

const at = (
  destination: NotificationDestination,
  path: string = NOTIFICATION_DESTINATIONS[destination].path,
) => ({
  destination,
  path,
});

/**
 * The one rule: no data → the admin home; a property notification → its property (its id kept
 * inside one path segment), or the properties list when it names none; otherwise the type's table.
 */
export function notificationTarget({ type, data }: RoutableNotification): NotificationTarget {
  if (!data || typeof data !== 'object' || Object.keys(data).length === 0) return at('admin');
  const destination = NOTIFICATION_TYPE_DESTINATIONS[type as NotificationType] ?? 'admin';
  if (destination !== 'property') return at(destination);
  const { propertyId } = data;
  return typeof propertyId === 'string' && propertyId
    ? at('property', `/property/${encodeURIComponent(propertyId)}`)
    : at('properties');
}
