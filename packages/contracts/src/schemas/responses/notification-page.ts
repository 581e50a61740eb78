import { z } from 'zod/mini';

/** One notification as GET /notifications lists it; a type the web does not know stays a string. */
export const notificationViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.nullish(z.record(z.string(), z.unknown())),
  /**
   * The text key and values the web writes the title and message from in its reader's language
   * (issue 23); absent on older records, which show their English title and message.
   */
  template: z.optional(
    z.object({
      key: z.string(),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ),
  read: z.boolean(),
  createdAt: z.string(),
  readAt: z.nullish(z.string()),
});

/** GET /notifications (admin). */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationViewSchema),
  total: z.number(),
  /** Counted up to 100 from the page's first row: true when `total` is a lower bound (issue 24). */
  totalCapped: z.optional(z.boolean()),
  totalPages: z.number(),
});

export type NotificationView = z.infer<typeof notificationViewSchema>;
export type NotificationPageView = z.infer<typeof notificationPageSchema>;

/** GET /notifications/mine: a page of the caller's own notifications (issue 27). */
export const userNotificationPageSchema = z.object({
  notifications: z.array(notificationViewSchema),
  total: z.number(),
  /** Counted up to 100 from the page's first row: true when `total` is a lower bound (issue 24). */
  totalCapped: z.optional(z.boolean()),
  totalPages: z.number(),
  page: z.number(),
});
export type UserNotificationPageView = z.infer<typeof userNotificationPageSchema>;
