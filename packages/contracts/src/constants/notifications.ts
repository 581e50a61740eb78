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

/**
 * What a user chooses channels for (issue 27 item 3): the notice types, with money news (fees,
 * refunds, commissions) apart from the type it belongs to, so a user can keep it on WhatsApp
 * while the rest of LISTING or DEALER stays in the app.
 */
export const NOTICE_CHANNEL_KINDS = ['BOOKING', 'MONEY', 'LISTING', 'DEALER', 'SECURITY'] as const;
export type NoticeChannelKind = (typeof NOTICE_CHANNEL_KINDS)[number];

/** The channels a user's own notices may leave the app by; in-app is always on. */
export const USER_NOTICE_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type UserNoticeChannel = (typeof USER_NOTICE_CHANNELS)[number];
