import { z } from 'zod';
import { PAGE_SIZES } from '../constants/limits';
import {
  NOTIFICATION_DATE_FILTERS,
  NOTIFICATION_READ_FILTERS,
  NOTIFICATION_TYPES,
} from '../constants/notifications';
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
