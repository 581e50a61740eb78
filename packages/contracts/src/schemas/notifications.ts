import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants/limits';
import {
  NOTIFICATION_DATE_FILTERS,
  NOTIFICATION_READ_FILTERS,
  NOTIFICATION_TYPES,
  NOTICE_CHANNEL_KINDS,
  USER_NOTIFICATION_TYPES,
  type NoticeChannelKind,
} from '../constants/notifications';
import { ERROR_MESSAGES } from '../messages/errors';
import { limitQuery, paginationQuerySchema } from './pagination';

/** GET /notifications; type, read and date are omitted when the filter is All. */
export const notificationQuerySchema = paginationQuerySchema.extend({
  limit: limitQuery(PAGE_SIZES.notificationsPage),
  search: z.string().trim().optional(),
  type: z.enum(NOTIFICATION_TYPES).optional(),
  read: z.enum(NOTIFICATION_READ_FILTERS).optional(),
  date: z.enum(NOTIFICATION_DATE_FILTERS).optional(),
});
export type NotificationQueryInput = z.input<typeof notificationQuerySchema>;
export type NotificationQuery = z.output<typeof notificationQuerySchema>;

/**
 * The Integrations page's sends: `{ message, type }`. Empty is refused; so is a message longer
 * than WhatsApp and Telegram take once `[TYPE] ` is put in front.
 */
export const manualMessageSchema = z.object({
  message: z
    .string({ error: ERROR_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: ERROR_MESSAGES.messageRequired })
    .max(LIMITS.manualMessageMaxLength, { error: ERROR_MESSAGES.messageTooLong }),
  type: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z_]*$/, { error: 'Message type may hold only letters and underscores' })
    .optional(),
});
export type ManualMessage = z.output<typeof manualMessageSchema>;

/** GET /notifications/mine: the caller's own, newest first; read and type omitted for All. */
export const userNotificationQuerySchema = paginationQuerySchema.extend({
  limit: limitQuery(PAGE_SIZES.notificationsPage),
  type: z.enum(USER_NOTIFICATION_TYPES).optional(),
  read: z.enum(NOTIFICATION_READ_FILTERS).optional(),
});
export type UserNotificationQueryInput = z.input<typeof userNotificationQuerySchema>;
export type UserNotificationQuery = z.output<typeof userNotificationQuerySchema>;

const channelChoice = z.boolean({ error: ERROR_MESSAGES.channelPreferencesInvalid });
const channelSetSchema = z.strictObject(
  { email: channelChoice, whatsapp: channelChoice, sms: channelChoice },
  { error: ERROR_MESSAGES.channelPreferencesInvalid },
);
export type ChannelSet = z.output<typeof channelSetSchema>;

/**
 * A user's channels per kind of notice (GET / PUT /notifications/mine/preferences): every kind
 * and every channel named, on or off; in-app is always on and not a choice.
 */
export const channelPreferencesSchema = z.strictObject(
  Object.fromEntries(NOTICE_CHANNEL_KINDS.map((kind) => [kind, channelSetSchema])) as Record<
    NoticeChannelKind,
    typeof channelSetSchema
  >,
  { error: ERROR_MESSAGES.channelPreferencesInvalid },
);
export type ChannelPreferences = z.output<typeof channelPreferencesSchema>;
