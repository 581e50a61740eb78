/**
 * Where clicking an admin notification leads (part 2 §2, "Admin notifications"), with the toast
 * shown after navigating. Pure and dependency-free so the web can mirror it; external messages
 * use it for their link.
 */
export interface NotificationTarget {
  path: string;
  toast: string;
}

export interface RoutableNotification {
  type: string;
  data?: Record<string, unknown> | null;
}

const ADMIN_HOME: NotificationTarget = { path: '/admin', toast: 'Navigated to admin dashboard' };
const PROPERTIES: NotificationTarget = {
  path: '/admin/properties',
  toast: 'Navigated to properties page',
};
const BOOKINGS: NotificationTarget = {
  path: '/admin/bookings',
  toast: 'Navigated to bookings page',
};
const USERS: NotificationTarget = { path: '/admin/users', toast: 'Navigated to users page' };
const DEALER_REQUESTS: NotificationTarget = {
  path: '/admin/dealer-requests',
  toast: 'Navigated to dealer requests page',
};
const INQUIRIES: NotificationTarget = {
  path: '/admin/inquiries',
  toast: 'Navigated to inquiries page',
};

function hasData(data: RoutableNotification['data']): data is Record<string, unknown> {
  return !!data && typeof data === 'object' && Object.keys(data).length > 0;
}

export function notificationTarget(notification: RoutableNotification): NotificationTarget {
  const { type, data } = notification;
  if (!hasData(data)) return ADMIN_HOME;
  switch (type) {
    case 'PROPERTY_ADDED':
    case 'PROPERTY_UPDATED': {
      const propertyId = data.propertyId;
      return typeof propertyId === 'string' && propertyId
        ? {
            path: `/property/${encodeURIComponent(propertyId)}`,
            toast: 'Navigated to property page',
          }
        : PROPERTIES;
    }
    case 'BOOKING_CREATED':
    case 'PAYMENT_RECEIVED':
      return BOOKINGS;
    case 'USER_SIGNUP':
      return USERS;
    case 'DEALER_REQUEST':
      return DEALER_REQUESTS;
    case 'INQUIRY_RECEIVED':
      return INQUIRIES;
    default:
      return ADMIN_HOME;
  }
}
