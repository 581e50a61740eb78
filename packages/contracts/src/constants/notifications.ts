export const NOTIFICATION_TYPES = [
  'PROPERTY_ADDED',
  'PROPERTY_UPDATED',
  'USER_SIGNUP',
  'BOOKING_CREATED',
  'DEALER_REQUEST',
  'INQUIRY_RECEIVED',
  'PAYMENT_RECEIVED',
  'SYSTEM_ALERT',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** Query values of the admin notification filters; "All" omits the parameter. */
export const NOTIFICATION_READ_FILTERS = ['true', 'false'] as const;
export type NotificationReadFilter = (typeof NOTIFICATION_READ_FILTERS)[number];
/** today = since local midnight, week = 7 days, month = one calendar month. */
export const NOTIFICATION_DATE_FILTERS = ['today', 'week', 'month'] as const;
export type NotificationDateFilter = (typeof NOTIFICATION_DATE_FILTERS)[number];

/**
 * What a signed-in user's own notification is about (issue 27): the kind filter of
 * /notifications and the bell's icon. Admin notifications keep NOTIFICATION_TYPES.
 */
export const USER_NOTIFICATION_TYPES = ['BOOKING', 'LISTING', 'DEALER', 'SECURITY'] as const;
export type UserNotificationType = (typeof USER_NOTIFICATION_TYPES)[number];
